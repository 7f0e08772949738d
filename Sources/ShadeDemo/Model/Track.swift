/// A track in the demo's library.
struct Track: Hashable, Sendable, Identifiable {
    let id: Int
    let title: String
    let artist: String
    /// The length in seconds.
    let duration: Int

    init(id: Int, title: String, artist: String, duration: Int) {
        self.id = id
        self.title = title
        self.artist = artist
        self.duration = duration
    }

    /// `3:07`.
    var formattedDuration: String {
        let seconds = duration % 60
        return "\(duration / 60):\(seconds < 10 ? "0" : "")\(seconds)"
    }

    /// The demo's library.
    static let library: [Track] = [
        Track(id: 1, title: "Morning Tide", artist: "Harbour Lights", duration: 187),
        Track(id: 2, title: "Paper Lanterns", artist: "The Sepia Set", duration: 224),
        Track(id: 3, title: "Night Mode", artist: "Contrast", duration: 201),
        Track(id: 4, title: "Elevated", artist: "Base Level", duration: 256),
        Track(id: 5, title: "Trait Collection", artist: "The Overrides", duration: 173),
        Track(id: 6, title: "Dynamic Color", artist: "Variant Table", duration: 238),
        Track(id: 7, title: "Observer Pattern", artist: "Weak References", duration: 195),
        Track(id: 8, title: "Ocean Floor", artist: "Harbour Lights", duration: 312),
    ]
}
