/// `value` changed by `change`.
///
/// ```swift
/// let required = with(measurement) { $0.required = 4.5 }
/// ```
func with<Value>(_ value: Value, _ change: (inout Value) -> Void) -> Value {
    var copy = value
    change(&copy)
    return copy
}
