public import CAdwaita
import Glibc

/// A widget as GTK draws it, rendered by GTK's own renderer (the widget's snapshot, as GTK takes
/// it for a frame, rendered to a texture by the renderer of the widget's window), as pixels or a
/// PNG file.
@MainActor
public enum WidgetSnapshot {
    /// Why a snapshot failed.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String

        /// A failure saying `description`.
        public init(description: String) {
            self.description = description
        }
    }

    /// 8-bit pixels, unpremultiplied, row by row.
    public struct Pixels: Sendable {
        /// The width and height in pixels.
        public let width: Int, height: Int
        /// Red, green, blue and alpha of each pixel.
        public let rgba: [UInt8]

        /// The pixel at `x`, `y` (from the top left): red, green, blue, alpha.
        public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            let index = (y * width + x) * 4
            return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
        }
    }

    /// The texture of `widget` drawn now (a new reference), or `nil` when it has no size or
    /// is not in a realized window.
    public static func texture(of widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard width > 0, height > 0, gtk_widget_get_mapped(widget) != 0, let native = gtk_widget_get_native(widget),
            let renderer = gtk_native_get_renderer(native)
        else { return nil }
        let snapshot = gtk_snapshot_new()
        shade_widget_snapshot(widget, snapshot)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        return gsk_renderer_render_texture(renderer, node, &bounds)
    }

    /// Renders `window` as its next frame drew it, at the end of that frame (its frame clock's
    /// `after-paint`, while what was drawn is still laid out as drawn), skipping frames until
    /// `isReady` holds, and hands the texture (a new reference, or `nil`) to `completion`, once.
    public static func afterNextFrame(
        of window: UnsafeMutablePointer<GtkWidget>, when isReady: @escaping @MainActor () -> Bool = { true },
        _ completion: @escaping @MainActor (OpaquePointer?) -> Void
    ) {
        let connect = {
            guard let clock = gtk_widget_get_frame_clock(window) else { return }
            let instance = UnsafeMutableRawPointer(clock)
            let handler = HandlerID()
            handler.value = GObjectSignals.connect(instance, "after-paint") { _, _ in
                guard handler.value != 0, isReady() else { return }
                g_signal_handler_disconnect(instance, gulong(handler.value))
                handler.value = 0
                completion(texture(of: window))
            }
            gtk_widget_queue_draw(window)
        }
        if gtk_widget_get_realized(window) != 0 {
            connect()
        } else {
            let handler = HandlerID()
            handler.value = GObjectSignals.connect(UnsafeMutableRawPointer(window), "realize") { _, _ in
                g_signal_handler_disconnect(UnsafeMutableRawPointer(window), gulong(handler.value))
                connect()
            }
        }
    }

    /// Writes `texture` to a PNG file at `path`.
    public static func savePNG(_ texture: OpaquePointer, to path: String) throws(Failure) {
        guard gdk_texture_save_to_png(texture, path) != 0 else {
            throw Failure(description: "\(path): the PNG file could not be written")
        }
    }

    /// The pixels of `texture`.
    public static func pixels(of texture: OpaquePointer) -> Pixels {
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        // Cairo's ARGB32: premultiplied, in native byte order (B, G, R, A on little-endian).
        var data = [UInt8](repeating: 0, count: width * height * 4)
        data.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        var rgba = [UInt8](repeating: 0, count: data.count)
        for index in stride(from: 0, to: data.count, by: 4) {
            let alpha = Int(data[index + 3])
            func unpremultiplied(_ value: UInt8) -> UInt8 {
                alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + alpha / 2) / alpha))
            }
            rgba[index] = unpremultiplied(data[index + 2])
            rgba[index + 1] = unpremultiplied(data[index + 1])
            rgba[index + 2] = unpremultiplied(data[index])
            rgba[index + 3] = UInt8(alpha)
        }
        return Pixels(width: width, height: height, rgba: rgba)
    }

    /// The pixels of a PNG file.
    public static func pixels(ofPNG path: String) throws(Failure) -> Pixels {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unreadable"
            g_clear_error(&error)
            throw Failure(description: "\(path): \(message)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return pixels(of: texture)
    }
}

/// A signal handler's id, for a handler that disconnects itself.
@MainActor
private final class HandlerID {
    var value: UInt = 0
}
