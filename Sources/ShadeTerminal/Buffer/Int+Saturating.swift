extension Int {
    /// The sum, clamped to `Int.min...Int.max` instead of trapping, so that coordinates near the
    /// limits of `Int` are clipped like any other coordinate outside the buffer.
    func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }

    /// The difference, clamped to `Int.min...Int.max` instead of trapping.
    func saturatingSubtracting(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        guard overflow else { return difference }
        return other < 0 ? .max : .min
    }
}
