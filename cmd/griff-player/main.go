// Command griff-player plays a Griff game folder.
//
//	griff-player [flags] [folder]
//
// With no folder it plays the built-in game. Flags:
//
//	--frames N   run N frames of one step each as fast as possible, then print the
//	             steps taken and a hash of the game state, and exit
//	--record FILE
//	             with --frames N: record the run's playthrough to FILE; without it,
//	             record a window session (window build only)
//	--replay FILE [--check]
//	             replay a playthrough headless, print its steps and state hash, and
//	             with --check fail unless it ends in the recorded state
//	--seed N     seed the game's random stream (default: the project's seed)
//	--server     run headless in real time until SIGINT or SIGTERM
//	--screenshot FILE
//	             with --frames N: play N frames of one step each in the window, save
//	             the last frame as a PNG and exit (window build only)
//
// `griff-player simulate [--workers N] [--seed N] folder file.sim` runs a balance
// simulation (package hosting/balance) and prints its results table.
//
// Long work shows its progress on stderr (package hosting/progress): replays,
// recordings and --frames runs of 10,000 steps or more (progressMinSteps), and
// every simulation, counted in steps or games. On a terminal it is a bar with
// the percentage and an estimate of the time left; otherwise a plain line per
// tenth of the work. Results still go to stdout alone.
//
// The default build plays the game in a window (hosting/ebitenhost, play_window.go);
// the build tag `headless` (with CGO_ENABLED=0) leaves Ebitengine and oto out, for
// servers, and plays headless in real time, printing its progress (play_headless.go).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"syscall"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/scenes"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		var usage usageError
		if !errors.As(err, &usage) { // the flag package printed it already
			fmt.Fprintln(os.Stderr, "griff-player:", err)
		}
		os.Exit(1)
	}
}

// usageError is a mistake in the command line that the flag package has already
// printed, with the usage.
type usageError struct{ error }

type config struct {
	frames int
	seed   uint64
	server bool
	folder string
	record string // --record: write a playthrough here
	replay string // --replay: play this playthrough
	check  bool   // --check: compare the replay's end state with the recorded one

	screenshot string // --screenshot: with --frames, save the window's last frame here
}

func parseFlags(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("griff-player", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&c.frames, "frames", 0, "run `N` frames as fast as possible, print steps and state hash, exit")
	fs.Uint64Var(&c.seed, "seed", 0, "seed the game's random stream (0: the project's seed)")
	fs.BoolVar(&c.server, "server", false, "run headless in real time until interrupted")
	fs.StringVar(&c.screenshot, "screenshot", "", "with --frames N: play N frames in the window, save the last as PNG `FILE`, exit")
	fs.StringVar(&c.record, "record", "", "record the input events per step and the end state to `file`")
	fs.StringVar(&c.replay, "replay", "", "replay the playthrough `file` headless, print steps and state hash")
	fs.BoolVar(&c.check, "check", false, "with --replay: exit non-zero, listing what differs, if the end state is not the recorded one")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: griff-player [flags] [folder]")
		fmt.Fprintln(stderr, "       griff-player templates                  list the project templates")
		fmt.Fprintln(stderr, "       griff-player new TEMPLATE folder        write a game folder from a template")
		fmt.Fprintln(stderr, "       griff-player simulate [flags] folder file.sim   a balance simulation")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return c, err
		}
		return c, usageError{err}
	}
	switch fs.NArg() {
	case 0:
	case 1:
		c.folder = fs.Arg(0)
	default:
		return c, fmt.Errorf("one game folder at most, got %d", fs.NArg())
	}
	if c.frames < 0 {
		return c, errors.New("--frames must be 0 or more")
	}
	if c.screenshot != "" && c.frames == 0 {
		return c, errors.New("--screenshot needs --frames N: the frame to save")
	}
	if c.check && c.replay == "" {
		return c, errors.New("--check needs --replay file")
	}
	if c.server && (c.frames > 0 || c.replay != "" || c.record != "") {
		return c, errors.New("--server runs until interrupted: it takes no --frames, --replay or --record")
	}
	return c, nil
}

func run(args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		switch args[0] {
		case "simulate":
			return simulate(args[1:], stdout, stderr)
		case "templates":
			return listTemplates(stdout)
		case "new":
			return newProject(args[1:], stdout)
		}
	}
	c, err := parseFlags(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	lg, err := load(c.folder)
	if err != nil {
		return err
	}
	opts := hosting.Options{Seed: c.seed, Problems: func(p scenes.Problem) { fmt.Fprintln(stderr, p) }}
	switch {
	case c.replay != "":
		return replay(lg, opts, c.replay, c.check, stdout, stderr)
	case c.screenshot != "":
		return screenshot(lg, gameFS(c.folder), opts, c.frames, c.screenshot, stdout)
	case c.record != "" && c.frames > 0:
		return recordHeadless(lg, opts, c.record, c.frames, stdout, stderr)
	case c.frames > 0:
		return runFrames(lg, opts, c.frames, stdout, stderr)
	case c.server:
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		return hosting.Serve(ctx, lg, opts, stdout)
	default:
		return play(lg, gameFS(c.folder), opts, c.record, stdout)
	}
}

// gameFS returns the game folder: the built-in game's when folder is "".
func gameFS(folder string) fs.FS {
	if folder == "" {
		return assets.BuiltinGame()
	}
	return os.DirFS(folder)
}

// folderArg returns " FOLDER" for a game loaded from a folder, "" for the
// built-in game: the argument a command that replays it needs.
func folderArg(lg *hosting.LoadedGame) string {
	if lg.Name == builtinName {
		return ""
	}
	return " " + lg.Name
}

// builtinName is the built-in game's name in messages.
const builtinName = "built-in game"

func load(folder string) (*hosting.LoadedGame, error) {
	if folder == "" {
		return hosting.Load(gameFS(folder), builtinName)
	}
	return hosting.Load(gameFS(folder), folder)
}

func runFrames(lg *hosting.LoadedGame, opts hosting.Options, frames int, stdout, stderr io.Writer) error {
	opts, finish := withProgress(opts, stderr, "frames", "frames", int64(frames))
	res, err := hosting.RunFrames(lg, opts, frames)
	finish()
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "steps %d hash %s\n", res.Steps, res.Hash)
	return nil
}
