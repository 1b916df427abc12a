@testable import TunnelApp
import XCTest

/// The window's start-up work begins before the command line is parsed when
/// the arguments look like they open the window; the guess must agree with
/// what the parser then chooses.
final class OpenCommandStartTests: XCTestCase {
    func testTheGuessIsYesForWhatOpensTheWindow() {
        XCTAssertTrue(OpenCommand.mayBeChosen(by: []))
        XCTAssertTrue(OpenCommand.mayBeChosen(by: ["--at", "-33.86,151.21"]))
        XCTAssertTrue(OpenCommand.mayBeChosen(by: ["--at=Cairo"]))
        XCTAssertTrue(OpenCommand.mayBeChosen(by: ["open", "--at", "Cairo"]))
    }

    func testTheGuessIsNoForOtherCommandsHelpAndTheVersion() {
        for arguments in [
            ["locate", "40.4", "-3.7"], ["render", "--help"], ["--help"], ["-h"], ["help"], ["--version"],
            ["--at", "1,2", "--help"], ["open", "-h"], ["--bogus"],
        ] {
            XCTAssertFalse(OpenCommand.mayBeChosen(by: arguments), "\(arguments)")
        }
    }

    func testWhereTheGuessIsYesTheParserChoosesTheWindowOrRejectsTheArguments() {
        for arguments in [[], ["--at", "1,2"], ["--at=1,2"], ["open"], ["open", "--at", "1,2"], ["--at", "91,0"], ["open", "x"]] {
            XCTAssertTrue(OpenCommand.mayBeChosen(by: arguments), "\(arguments)")
            do {
                let command = try TunnelCommand.parseAsRoot(arguments)
                XCTAssertTrue(command is OpenCommand, "\(arguments) chose \(type(of: command))")
            } catch {
                // A usage error: the work begun is waited for and dropped.
            }
        }
    }
}
