extension FixedWidthInteger {
    /// The integer of `value` with its fraction dropped, kept within the type's range: a value
    /// beyond it gives `min` or `max`, and NaN gives 0.
    ///
    /// `Int(_:)` of a `Double` stops the program on a value it cannot hold (an infinity, NaN,
    /// 10³⁰); a value read from a file goes through this instead, so no number a theme file holds
    /// can stop a command. Inlinable, so that each caller gets it for its own type: a generic call
    /// costs more than the conversion.
    @inlinable package init(clamping value: Double) {
        if value.isNaN {
            self = 0
        } else if value <= Double(Self.min) {
            self = Self.min
        } else if value >= Double(Self.max) {
            // `Double(Self.max)` rounds up to a power of two that the type cannot hold.
            self = Self.max
        } else {
            self = Self(value)
        }
    }
}
