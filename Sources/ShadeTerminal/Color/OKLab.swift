import Foundation
import Shade

/// A color in Björn Ottosson's OKLab space, where straight-line distance follows perceived
/// difference far better than in sRGB ("A perceptual color space for image processing", 2020,
/// https://bottosson.github.io/posts/oklab/; the matrices below are from that article).
struct OKLab: Hashable, Sendable {
    var lightness: Double
    var a: Double
    var b: Double

    /// The OKLab coordinates of a color, converted to linear sRGB first.
    init(_ color: Color) {
        let linear = color.converted(to: .linearSRGB)
        let l = 0.412_221_470_8 * linear.red + 0.536_332_536_3 * linear.green + 0.051_445_992_9 * linear.blue
        let m = 0.211_903_498_2 * linear.red + 0.680_699_545_1 * linear.green + 0.107_396_956_6 * linear.blue
        let s = 0.088_302_461_9 * linear.red + 0.281_718_837_6 * linear.green + 0.629_978_700_5 * linear.blue
        let (lRoot, mRoot, sRoot) = (cbrt(l), cbrt(m), cbrt(s))
        lightness = 0.210_454_255_3 * lRoot + 0.793_617_785_0 * mRoot - 0.004_072_046_8 * sRoot
        a = 1.977_998_495_1 * lRoot - 2.428_592_205_0 * mRoot + 0.450_593_709_9 * sRoot
        b = 0.025_904_037_1 * lRoot + 0.782_771_766_2 * mRoot - 0.808_675_766_0 * sRoot
    }

    /// The squared Euclidean distance to another color; enough to compare distances.
    func squaredDistance(to other: OKLab) -> Double {
        let dl = lightness - other.lightness
        let da = a - other.a
        let db = b - other.b
        return dl * dl + da * da + db * db
    }
}
