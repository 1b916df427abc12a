/// Rewrites command-line arguments so that negative numbers and coordinate
/// pairs reach the commands as values, not as options.
///
/// Argument parsers read `-33.86` (and `-33.86,151.21`) as an option. Every
/// argument that starts with `-` followed by a digit, or by `.` and a digit,
/// gets its hyphen replaced by U+2212 MINUS SIGN, which ``CoordinateParser``
/// reads as a minus; so do `-inf`, `-infinity` and `-nan`, so that they are
/// rejected as "not a finite number" rather than as unknown options. No
/// option of Tunnel starts with a digit or spells those words, so nothing else
/// changes; arguments after a bare `--` are left alone (they are values
/// already). Apply it to `CommandLine.arguments.dropFirst()` before parsing:
///
///     TunnelCommand.main(argumentsProtectingNegativeNumbers(Array(CommandLine.arguments.dropFirst())))
///
/// so `tunnel locate -33.86 151.21` and `tunnel --at -33.86,151.21` work as typed.
/// O(total length of the arguments).
public func argumentsProtectingNegativeNumbers(_ arguments: [String]) -> [String] {
    var result: [String] = []
    result.reserveCapacity(arguments.count)
    var afterTerminator = false
    for argument in arguments {
        if afterTerminator || !looksLikeNegativeNumber(argument) {
            result.append(argument)
        } else {
            result.append(protectedMinus + argument.dropFirst())
        }
        if argument == "--" { afterTerminator = true }
    }
    return result
}

/// The character that stands in for a leading hyphen of a protected argument.
let protectedMinus = "\u{2212}"

/// Undoes ``argumentsProtectingNegativeNumbers(_:)`` in text shown back to
/// the user, so messages quote what they typed.
func unprotectingNegativeNumbers(_ text: String) -> String {
    String(text.map { $0 == "\u{2212}" ? "-" : $0 })
}

private func looksLikeNegativeNumber(_ argument: String) -> Bool {
    let scalars = Array(argument.unicodeScalars.prefix(3))
    guard scalars.count >= 2, scalars[0] == "-" else { return false }
    if ("0"..."9").contains(scalars[1]) { return true }
    if ["-inf", "-infinity", "-nan"].contains(argument.lowercased()) { return true }
    return scalars[1] == "." && scalars.count == 3 && ("0"..."9").contains(scalars[2])
}
