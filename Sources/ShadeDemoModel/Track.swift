/// A track in the demos' library.
public struct Track: Hashable, Sendable, Identifiable {
    /// The track's number in its library, from 1.
    public let id: Int
    /// The title.
    public let title: String
    /// The artist.
    public let artist: String
    /// The length in seconds.
    public let duration: Int

    /// A track.
    public init(id: Int, title: String, artist: String, duration: Int) {
        self.id = id
        self.title = title
        self.artist = artist
        self.duration = duration
    }

    /// `3:07`.
    public var formattedDuration: String {
        let seconds = duration % 60
        return "\(duration / 60):\(seconds < 10 ? "0" : "")\(seconds)"
    }

    /// The demos' library of eight tracks.
    public static let library: [Track] = [
        Track(id: 1, title: "Morning Tide", artist: "Harbour Lights", duration: 187),
        Track(id: 2, title: "Paper Lanterns", artist: "The Sepia Set", duration: 224),
        Track(id: 3, title: "Night Mode", artist: "Contrast", duration: 201),
        Track(id: 4, title: "Elevated", artist: "Base Level", duration: 256),
        Track(id: 5, title: "Trait Collection", artist: "The Overrides", duration: 173),
        Track(id: 6, title: "Dynamic Color", artist: "Variant Table", duration: 238),
        Track(id: 7, title: "Observer Pattern", artist: "Weak References", duration: 195),
        Track(id: 8, title: "Ocean Floor", artist: "Harbour Lights", duration: 312),
    ]

    /// A library of `count` tracks for scrolling: the eight of ``library`` first, then tracks
    /// whose titles, artists and lengths are drawn from them in a fixed pattern, the same each time.
    public static func library(count: Int) -> [Track] {
        (0..<max(count, 0)).map { index in
            if index < library.count { return library[index] }
            let title = library[index % library.count].title
            let artist = library[(index / library.count) % library.count].artist
            return Track(
                id: index + 1, title: "\(title) \(index / library.count + 1)", artist: artist,
                duration: 120 + (index * 37) % 240)
        }
    }
}
