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

    /// The window's options parsed alone agree with the root's parse, and
    /// anything the subcommand alone does not accept is left to the root,
    /// which reports it as it always did.
    func testTheWindowsOptionsParsedAloneAgreeWithTheRoot() throws {
        for arguments in [[], ["--at", "1,2"], ["--at=-33.86,151.21"], ["open"], ["open", "--at", "Cairo"], ["--at", "1,2", "--at", "3,4"]] {
            let alone = try XCTUnwrap(OpenCommand.parsedAlone(arguments), "\(arguments)")
            let root = try XCTUnwrap(TunnelCommand.parseAsRoot(arguments) as? OpenCommand, "\(arguments)")
            XCTAssertEqual(alone.at?.text, root.at?.text, "\(arguments)")
        }
        for arguments in [
            ["--at"], ["--at", "91,0"], ["open", "x"], ["open", "open"], ["--at", "1,2", "locate"],
            ["--at", "1,2", "--generate-completion-script", "bash"], ["--at", "1,2", "--bogus"],
        ] {
            XCTAssertNil(OpenCommand.parsedAlone(arguments), "\(arguments)")
        }
    }
}
