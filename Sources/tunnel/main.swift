import TunnelApp

TunnelCommand.main()
