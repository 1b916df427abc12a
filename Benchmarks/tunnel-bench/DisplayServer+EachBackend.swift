#if canImport(Glibc)
    import Glibc
#endif

extension DisplayServer {
    /// Runs `measure` on every display server the environment offers, each
    /// prepared and headed by its name, and returns the figures by backend
    /// name. Exits with status 1, saying how to get a display, when there is
    /// none (`suite` names the suite in that line), or when `measure` gives
    /// nil (it has said why).
    static func measureEach<Figures>(
        suite: String, _ measure: (DisplayServer) -> Figures?
    ) -> [String: Figures] {
        let servers = available()
        guard !servers.isEmpty else {
            print("needs a display: \(usage) \(suite)")
            exit(1)
        }
        var results: [String: Figures] = [:]
        for server in servers {
            print("  -- \(server.name)")
            server.prepare()
            guard let figures = measure(server) else { exit(1) }
            results[server.name] = figures
        }
        return results
    }
}
