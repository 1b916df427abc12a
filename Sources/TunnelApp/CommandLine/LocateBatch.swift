import Geo
import TunnelCore

/// `tunnel locate --batch`: one point per line of standard input (any form
/// `--at` takes, names included), one `locate --json` object per line of
/// standard output, with the world data loaded once.
///
/// Lines are answered in order. A blank line is skipped; a line that is not
/// understood gets one message on standard error naming its line number and
/// no answer, and the lines after it are still answered. Answers are written
/// in large chunks, and whenever no further line is waiting, so a script
/// that sends one point at a time and waits is answered at once.
///
/// The status: 0 when every line was answered; 2 when some line was not
/// understood; 1 when the world data (or a name's index) could not be
/// loaded, standard input could not be read, or an answer could not be
/// written (the batch stops there).
enum LocateBatch {
    /// The longest line read; a longer one is reported, not parsed.
    static let lineLimit = 4096
    /// Answers are gathered up to this many bytes before they are written.
    static let chunkBytes = 1 << 16

    /// Where the batch writes: `write(text, descriptor)` returns nil on
    /// success, else the reason it failed.
    typealias Writer = (String, Int32) -> String?

    /// Answers every line of `lines` through `write` and returns the exit status.
    static func run(
        lines: inout some LineSource, language: Language, moment: SolarMoment,
        geocoder: ReverseGeocoder, places: () -> Result<PlaceSearchIndex, AssetError>,
        write: Writer
    ) -> Int32 {
        var pending = ""
        var status: Int32 = 0
        var number = 0
        func report(_ message: String) {
            _ = write("tunnel locate: " + message + "\n", 2)
        }
        func flush() -> Bool {
            guard !pending.isEmpty else { return true }
            defer { pending = "" }
            guard let failure = write(pending, 1) else { return true }
            report(localized("cannot write the answer to standard output: {reason}", ["reason": failure]))
            return false
        }
        while let line = lines.nextLine(limit: lineLimit) {
            number += 1
            switch line {
            case .tooLong:
                // TRANSLATORS: {number} is a line of standard input; {limit} a number of bytes.
                report(localized(
                    "line {number}: longer than {limit} bytes",
                    ["number": String(number), "limit": LocalizedFormat.grouped(lineLimit)]))
                if status == 0 { status = 2 }
            case .text(let text):
                guard text.contains(where: { !$0.isWhitespace }) else { break }
                switch CoordinateArgument(argument: text).resolve(places: places()) {
                case .success(let location):
                    pending += LocateCommand.jsonDocument(location, language: language, moment: moment, geocoder: geocoder) + "\n"
                case .failure(let error):
                    // TRANSLATORS: {number} is a line of standard input; {reason} why it was not understood.
                    report(localized("line {number}: {reason}", ["number": String(number), "reason": error.localizedDescription]))
                    status = error.exitStatus == 1 || status == 1 ? 1 : 2
                }
            }
            if pending.utf8.count >= chunkBytes || !lines.hasLineReady() {
                guard flush() else { return 1 }
            }
        }
        guard flush() else { return 1 }
        if let failure = lines.failure {
            report(localized("cannot read standard input: {reason}", ["reason": failure]))
            return 1
        }
        return status
    }
}
