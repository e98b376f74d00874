package player

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/griffengine/griff/hosting/player/play"
)

// Config says what the program running Main can do itself: see play.Config.
type Config = play.Config

// WindowOptions are what Config.Window plays with: see play.WindowOptions.
type WindowOptions = play.WindowOptions

// ExitError is the exit status of a child program Main ran (a window program or
// a game's player), which printed its own errors: see play.ExitError.
type ExitError = play.ExitError

// Run runs Main with the process's arguments and standard streams and returns
// the exit status (play.ExitStatus): 0, or 1 after printing the error on
// stderr ("griff-player: ..."), or a child program's status. A program's main
// ends with os.Exit(player.Run(os.Args[1:], cfg)).
func Run(args []string, cfg Config) int {
	return play.ExitStatus(Main(args, os.Stdout, os.Stderr, cfg))
}

// Main runs the griff-player command line args (without the program name):
// it plays a game folder, or runs one of the commands templates, new,
// simulate, export and serve, writing results to stdout and progress and
// problems to stderr. See the package documentation for what it does when a
// window is wanted or the folder holds Go code; what plays in this process is
// play.Main's. Main returns an ExitError when a child program failed, a usage
// error the flag package has printed, or the error that stopped the command.
func Main(args []string, stdout, stderr io.Writer, cfg Config) error {
	if len(args) > 0 {
		switch args[0] {
		case "simulate":
			return simulate(args, stdout, stderr, cfg)
		case "templates":
			if len(args) > 1 {
				return fmt.Errorf("templates takes no arguments, got %q", args[1:])
			}
			return listTemplates(stdout)
		case "new":
			return newCommand(args[1:], stdout)
		case "export":
			return exportCommand(args[1:], stdout, stderr)
		case "serve":
			return serveCommand(args[1:], stdout, stderr)
		}
	}
	a, err := play.ParseArgs(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := a.Check(cfg); err != nil {
		return err
	}
	window := a.Window()
	if a.Folder() != "" && !cfg.GameCode && play.HasGo(a.Folder()) {
		return playGameCode(a.Folder(), args, window && !cfg.NoWindow, cfg, stdout, stderr)
	}
	if window && cfg.Window == nil && !cfg.NoWindow {
		return playInWindowProgram(args, stdout, stderr)
	}
	return a.Play(cfg, stdout, stderr)
}
