import ArgumentParser
import ShadeDemo

// Parses the command line, runs the demo, and exits: 0 after --help, 64 (EX_USAGE) with the
// message on standard error for a command line the demo cannot run with.
DemoCommand.main()
