/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): a
/// small, fast generator whose sequence depends only on its seed, so the tests' random inputs, the
/// concurrency tests' schedules and the soak's steps are the same on every run, and a failure can
/// be replayed from its seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state: the seed, advanced by one constant per number.
    public var state: UInt64

    /// A generator that starts from `state`.
    public init(state: UInt64) {
        self.state = state
    }

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    public mutating func next(below bound: UInt32) -> UInt32 {
        UInt32(next() % UInt64(bound))
    }

    /// A number in `0..<bound`.
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
