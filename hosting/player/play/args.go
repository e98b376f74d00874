package play

import (
	"io"
	"os"
	"strings"
)

// Args is a parsed command line of play (ParseArgs): what package
// hosting/player's Main needs to know of it before deciding where it plays
// (in this process, in the window program, in a player built for the game's
// Go code).
type Args struct{ c config }

// ParseArgs parses the command line of play args (flags, then at most one game
// folder) and checks it: a flag the mode would ignore, a folder that is not a
// game folder, and a bad value are errors. ParseArgs returns flag.ErrHelp for
// -h and --help (the usage printed on stderr), and an error the flag package
// has printed already (ExitStatus prints nothing more) for a mistake in the
// flags.
func ParseArgs(args []string, stderr io.Writer) (Args, error) {
	c, err := parseFlags(args, stderr)
	return Args{c}, err
}

// Folder is the game folder the command line names, "" for none (the built-in
// game, or Config.Game).
func (a Args) Folder() string { return a.c.folder }

// Window reports whether the command line plays in a window: plain play, a
// window --record, --screenshot, --window and --mcp-http without --server or
// --mcp-headless.
func (a Args) Window() bool { return a.c.wantsWindow() }

// Check returns an error when the command line needs the window and cfg is the
// headless build's (Config.NoWindow, no Config.Window).
func (a Args) Check(cfg Config) error { return refuseHeadlessWindow(a.c, cfg) }

// Play plays what the command line asks for in this process, with what cfg
// says the program can do.
func (a Args) Play(cfg Config, stdout, stderr io.Writer) error {
	return play(a.c, cfg, stdout, stderr)
}

// HasGo reports whether folder holds a .go file (not a test), so it is a Go
// package the player must be built with. A folder that cannot be read holds
// none.
func HasGo(folder string) bool {
	entries, err := os.ReadDir(folder)
	if err != nil {
		return false
	}
	for _, e := range entries {
		n := e.Name()
		if !e.IsDir() && strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
			return true
		}
	}
	return false
}
