package play

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
)

// config is a parsed command line of play.
type config struct {
	frames int
	seed   uint64
	server bool
	folder string
	record string // --record: write a playthrough here
	replay string // --replay: play this playthrough
	check  bool   // --check: compare the replay's end state with the recorded one

	screenshot string // --screenshot: with --frames, save the window's last frame here
	window     bool   // --window: with --frames, play the frames in the window, save nothing
	saves      string // --saves: the save games' folder ("": the default; "off": none)
	udp        string // --udp: the server's UDP address
	ws         string // --ws: the server's WebSocket address
	tlsCert    string // --tls-cert: the WebSocket port's certificate (PEM), for wss://
	tlsKey     string // --tls-key: its private key (PEM)
	origins    string // --allowed-origins: comma-separated host patterns of pages that may open the WebSocket
	conditions string // --conditions: a bad network for manual tests (transport.ParseConditions)
	cond       transport.Conditions
	join       string // --join: the server to join
	matches    int    // --matches: the most matches a server plays at once
	players    int    // --players: the most players in one match
	playersSet bool   // --players was given (else the scene's seats decide)
	agones     bool   // --agones: tell an Agones sidecar (also on with AGONES_SDK_HTTP_PORT set)

	debugOverlay bool // --debug-overlay: offer the debug overlay in an exported game

	mcp            bool   // --mcp: serve the agent surface on stdin and stdout
	mcpHTTP        string // --mcp-http: serve it over HTTP on this address
	mcpAllowRemote bool   // --mcp-allow-remote: let --mcp-http listen beyond loopback
	mcpAllowChange bool   // --mcp-allow-changes: let agents change a --server game
	mcpHeadless    bool   // --mcp-headless: serve --mcp-http headless, stepped by the agent
}

// agent reports whether c serves the agent surface (--mcp or --mcp-http).
func (c config) agent() bool { return c.mcp || c.mcpHTTP != "" }

// offersDebug reports whether the window offers the debug overlay: for a game
// folder or the built-in game, and for an exported game (cfg.Game) only with
// --debug-overlay.
func (c config) offersDebug(cfg Config) bool { return cfg.Game == nil || c.debugOverlay }

// wantsWindow reports whether c plays in a window: plain play, a window
// --record (no --frames), --screenshot, with or without --replay, and
// --frames N --window.
func (c config) wantsWindow() bool {
	switch {
	case c.agent():
		// --mcp-http serves the game while it plays in the window; --mcp (its
		// stdout is the protocol's), --server and --mcp-headless are headless
		return c.mcpHTTP != "" && !c.server && !c.mcpHeadless
	case c.screenshot != "" || c.window:
		return true
	case c.server, c.replay != "", c.frames > 0:
		return false
	}
	return true
}

// The programs whose command lines parseFlagsOf reads: griff-player's, and its
// window program's (Main), which runs none of the commands.
const (
	playerProgram = "griff-player"
	windowProgram = "griff-window"
)

// parseFlags reads griff-player's command line of play.
func parseFlags(args []string, stderr io.Writer) (config, error) {
	return parseFlagsOf(playerProgram, args, stderr)
}

// parseFlagsOf reads the command line of play of the program prog
// (playerProgram or windowProgram), whose name the usage shows.
func parseFlagsOf(prog string, args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&c.frames, "frames", 0, "run `N` frames as fast as possible, print steps and state hash, exit; with --replay, stop the replay at frame N; with --join (a rollback or lockstep game), play the match headless in real time to step N")
	fs.Uint64Var(&c.seed, "seed", 0, "seed the game's random stream (0: the project's seed)")
	fs.BoolVar(&c.server, "server", false, "run headless in real time until interrupted, hosting a session on --udp and --ws")
	fs.StringVar(&c.udp, "udp", defaultUDP, "with --server: the UDP `address` players join")
	fs.StringVar(&c.ws, "ws", defaultWS, "with --server: the WebSocket `address` browsers join")
	fs.StringVar(&c.tlsCert, "tls-cert", "", "with --server and --tls-key: serve the WebSocket port over TLS (wss://, which pages served over https need) with this PEM certificate `file`; or put a TLS-terminating proxy in front (docs/servers.md)")
	fs.StringVar(&c.tlsKey, "tls-key", "", "with --tls-cert: the certificate's PEM private key `file`")
	fs.StringVar(&c.origins, "allowed-origins", "", "with --server: the hosts whose pages may open the WebSocket port, comma-separated `patterns` as path.Match takes them (example.com,*.example.com,localhost:*); by default only pages of the WebSocket's own host")
	fs.StringVar(&c.conditions, "conditions", "", "with --server or --join: make the network this bad, for trying a game by hand: `list` of latency=100ms,jitter=20ms,loss=0.1,duplicate=0.01,reorder=0.05,bandwidth=BYTES/s (what this machine sends; both ends for both ways)")
	fs.IntVar(&c.matches, "matches", session.DefaultMatches, "with --server: the most matches played at once; a player who finds every match full starts a new one, up to this many")
	fs.IntVar(&c.players, "players", session.DefaultPlayersPerMatch, "with --server: the most players placed in one match (1 to 7; default 7, or the start scene's seats when fewer)")
	fs.BoolVar(&c.agones, "agones", false, "with --server: tell the Agones SDK sidecar on localhost:$AGONES_SDK_HTTP_PORT (default 9358) the server is ready, healthy and shutting down (on without the flag when the variable is set)")
	fs.StringVar(&c.join, "join", "", "join the server at `host:port` (its UDP address) and play in the window")
	fs.BoolVar(&c.debugOverlay, "debug-overlay", false, "in an exported game's window: let F3 show the debug overlay (colliders, triggers, cameras' bounds, frame times); a game folder always has it")
	fs.StringVar(&c.saves, "saves", "", "the `folder` save games go to when playing in the window or with --server and --mcp (the matches of a plain --server keep none) (default: griff/GAME/saves in your config folder; \"off\": no saves); with --mcp or --mcp-http and no --server the default keeps them in memory")
	fs.StringVar(&c.screenshot, "screenshot", "", "with --frames N (and --replay): play N frames in the window, save the last as PNG `FILE`, exit")
	fs.BoolVar(&c.window, "window", false, "with --frames N: play the N frames in the window, one step each, save nothing and exit (how long a window takes to show its first frames: --frames 1)")
	fs.StringVar(&c.record, "record", "", "record the input events per step and the end state to `file`")
	fs.StringVar(&c.replay, "replay", "", "replay the playthrough `file` headless, print steps and state hash")
	fs.BoolVar(&c.check, "check", false, "with --replay: exit non-zero, listing what differs, if the end state is not the recorded one")
	fs.BoolVar(&c.mcp, "mcp", false, "serve the game to an AI assistant or test tool over MCP on standard input and output (headless; the agent steps it, or with --server it plays in real time)")
	fs.StringVar(&c.mcpHTTP, "mcp-http", "", "serve the game over MCP's streamable HTTP on `ADDR`, such as 127.0.0.1:7331 (loopback only unless --mcp-allow-remote), while it plays in the window (unless --server or --mcp-headless)")
	fs.BoolVar(&c.mcpAllowRemote, "mcp-allow-remote", false, "let --mcp-http listen on an address other machines reach")
	fs.BoolVar(&c.mcpHeadless, "mcp-headless", false, "with --mcp-http: serve the game headless, stepped by the agent, instead of playing in the window")
	fs.BoolVar(&c.mcpAllowChange, "mcp-allow-changes", false, "with --server: let agents change the game (set fields, spawn, press, step, load snapshots)")
	fs.Usage = func() { usage(fs, prog, stderr) }
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return c, err
		}
		return c, UsageError{Err: err}
	}
	switch fs.NArg() {
	case 0:
	case 1:
		c.folder = fs.Arg(0)
	default:
		return c, fmt.Errorf("one game folder at most, got %d", fs.NArg())
	}
	framesGiven := false
	fs.Visit(func(f *flag.Flag) {
		framesGiven = framesGiven || f.Name == "frames"
		c.playersSet = c.playersSet || f.Name == "players"
	})
	if framesGiven && c.frames < 1 {
		return c, errors.New("--frames must be 1 or more")
	}
	if err := c.validate(); err != nil {
		return c, err
	}
	var err error
	if c.cond, err = transport.ParseConditions(c.conditions); err != nil {
		return c, fmt.Errorf("--conditions: %w", err)
	}
	if err := checkScreenshotPath(c.screenshot); err != nil {
		return c, err
	}
	return c, CheckFolder(c.folder)
}

// commands are the first arguments that name a command, not a game folder.
var commands = []string{"templates", "new", "simulate", "export", "serve"}

// CheckFolder returns an error naming folder, in one line, if it is not a game
// folder (a folder holding project.griff): it does not exist, is a file, or
// has no project.griff. A command's name given after flags (griff-player
// --frames 10 templates) is a folder to the flag package: the error says that
// commands come first. The empty folder (the built-in game) is nil.
func CheckFolder(folder string) error {
	if folder == "" {
		return nil
	}
	info, err := os.Stat(folder)
	switch {
	case err == nil && !info.IsDir():
		return fmt.Errorf("%s is a file, not a game folder", folder)
	case err == nil:
		if _, perr := os.Stat(filepath.Join(folder, "project.griff")); perr == nil {
			return nil
		}
	case !errors.Is(err, os.ErrNotExist):
		return err
	}
	msg := fmt.Sprintf("%s: no game folder here (no project.griff)", folder)
	if err != nil {
		msg = fmt.Sprintf("%s: no game folder here (no such folder)", folder)
	}
	if slices.Contains(commands, folder) {
		msg += fmt.Sprintf("; the command %s comes before any flag: griff-player %s ...", folder, folder)
	}
	return errors.New(msg)
}

// checkScreenshotPath returns an error if path (--screenshot) is a folder.
func checkScreenshotPath(path string) error {
	if path == "" {
		return nil
	}
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return fmt.Errorf("--screenshot %s is a folder: give the PNG file to write, such as %s", path, filepath.Join(path, "shot.png"))
	}
	return nil
}

// validate refuses flags the mode would ignore, and values out of range.
func (c config) validate() error {
	switch {
	case c.frames < 0:
		return errors.New("--frames must be 1 or more")
	case c.screenshot != "" && c.frames == 0:
		return errors.New("--screenshot needs --frames N: the frame to save")
	case c.window && (c.frames == 0 || c.screenshot != "" || c.replay != "" || c.record != "" || c.join != ""):
		return errors.New("--window needs --frames N and takes no --screenshot (which plays in the window already), --replay, --record or --join")
	case c.check && c.replay == "":
		return errors.New("--check needs --replay file")
	case c.server && (c.frames > 0 || c.replay != "" || c.record != "" || c.screenshot != ""):
		return errors.New("--server runs until interrupted: it takes no --frames, --replay, --record or --screenshot")
	case c.server && (c.matches < 1 || c.players < 1 || c.players > session.DefaultPlayersPerMatch):
		return fmt.Errorf("--matches must be 1 or more and --players 1 to %d", session.DefaultPlayersPerMatch)
	case (c.tlsCert != "") != (c.tlsKey != ""):
		return errors.New("--tls-cert and --tls-key go together: the certificate and its key")
	case (c.tlsCert != "" || c.origins != "") && !c.server:
		return errors.New("--tls-cert, --tls-key and --allowed-origins are for --server: they set up its WebSocket port")
	case c.conditions != "" && !c.server && c.join == "":
		return errors.New("--conditions is for --server and --join: it makes their network worse")
	case c.agones && !c.server:
		return errors.New("--agones is for --server: it tells the fleet manager about the server")
	case c.join != "" && (c.server || c.replay != "" || c.screenshot != "" || c.record != "" && c.frames > 0):
		return errors.New("--join plays in the window (or headless with --frames N in a rollback or lockstep game): it takes no --server, --replay or --screenshot")
	case c.replay != "" && c.record != "":
		return errors.New("--replay takes no --record: the playthrough is recorded already")
	case c.replay != "" && c.seed != 0:
		return errors.New("--replay takes no --seed: a replay plays with the recorded seed")
	case c.check && (c.frames > 0 || c.screenshot != ""):
		return errors.New("--check compares the recorded end state: it takes no --frames or --screenshot")
	case c.screenshot != "" && c.record != "":
		return errors.New("--screenshot takes no --record: record with --record FILE --frames N instead")
	case c.agent() && (c.frames > 0 || c.replay != "" || c.record != "" || c.screenshot != ""):
		return errors.New("--mcp and --mcp-http serve the game until interrupted: they take no --frames, --replay, --record or --screenshot (the agent has tools for them)")
	case c.mcp && c.mcpHTTP != "":
		return errors.New("--mcp and --mcp-http: give one transport")
	case (c.mcpAllowRemote && c.mcpHTTP == "") || (c.mcpAllowChange && !(c.agent() && c.server)):
		return errors.New("--mcp-allow-remote needs --mcp-http ADDR, and --mcp-allow-changes needs --server with --mcp or --mcp-http")
	case c.mcpHeadless && (c.mcpHTTP == "" || c.server):
		return errors.New("--mcp-headless needs --mcp-http ADDR without --server (--mcp and --server are headless already)")
	case c.debugOverlay && !c.wantsWindow():
		return errors.New("--debug-overlay is for play in a window (F3 shows the overlay): a headless run has none to show")
	case c.saves != "" && (c.frames > 0 || c.replay != ""):
		return errors.New("--saves is for play in the window and --server: runs of --frames N and replays never write save games")
	}
	return nil
}

// usage prints the usage of prog's command line of play, with fs's flags:
// griff-player's commands too, or for the window program that it runs none.
func usage(fs *flag.FlagSet, prog string, stderr io.Writer) {
	fmt.Fprintf(stderr, "usage: %s [flags] [folder]\n", prog)
	if prog == windowProgram {
		fmt.Fprintln(stderr, "       griff-player's window program: it plays; griff-player runs its commands (templates, new, simulate, export, serve)")
		fs.PrintDefaults()
		return
	}
	fmt.Fprintln(stderr, "       griff-player templates                  list the starter templates")
	fmt.Fprintln(stderr, "       griff-player new TEMPLATE folder        write a game folder from a template")
	fmt.Fprintln(stderr, "       griff-player simulate [flags] folder file.sim   a balance simulation")
	fmt.Fprintln(stderr, "       griff-player export --web|--desktop [flags] [folder] out   ship a game (export -h)")
	fmt.Fprintln(stderr, "       griff-player serve [--addr HOST:PORT] out   serve a web export")
	fs.PrintDefaults()
}
