package agent

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"sync"
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/softdraw"
	"github.com/griffengine/griff/runtime"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Options configure a Session. The zero value is a game an agent steps itself,
// with every tool allowed.
type Options struct {
	// Game is what the game is made with (hosting.LoadedGame.NewGame). Its Input
	// is replaced: the session's game reads the agent's presses (and nothing
	// else).
	Game hosting.Options
	// Server says the game runs as a dedicated server (griff-player --server
	// --mcp): Session.Serve plays it in real time, and the tools that change the
	// game are refused unless AllowChanges is set.
	Server bool
	// AllowChanges lets the tools that change the game run on a server game.
	AllowChanges bool
	// Screen is the size of a screenshot in pixels; zero means the project's
	// window size (960×540 when it gives none).
	Screen image.Point
}

// ErrRefused is wrapped by the error of a tool that would change a game running
// as a dedicated server without Options.AllowChanges.
var ErrRefused = errors.New("refused: the game runs as a dedicated server (start it with --mcp-allow-changes to let agents change it)")

// MaxSteps is the most steps one step tool call takes; MaxRun the longest run
// in real time one call plays. Both keep a call from holding the game for long.
const (
	MaxSteps = 60 * 60 * 10
	MaxRun   = 60 * time.Second
)

// Session is one running game an agent plays: the game, its loop, the input
// the agent presses into and the pictures it takes. All its methods lock it,
// so the MCP server's goroutines and a server's real-time loop take turns.
type Session struct {
	mu   sync.Mutex
	lg   *hosting.LoadedGame
	opts Options
	game *runtime.Game
	loop *hosting.Loop
	live *input.Live
	rec  *hosting.Recording // nil when not recording
	// tainted names what changed the recorded game other than by input.
	tainted string

	renderer *rendering.Renderer
	canvas   *softdraw.Canvas
	list     drawlist.List
	screen   image.Point
	snaps    map[string][]byte

	// calls, on a hosted session (NewHostedSession), are the agent's calls
	// waiting for the host's next Between; nil on a session that owns its game.
	calls chan func()

	// server is the MCP server ServeStdio runs, made once (mcpServer): making
	// one infers every tool's JSON schema, about half the cost of a short
	// connection.
	serverOnce sync.Once
	server     *mcp.Server
}

// mcpServer returns the session's MCP server for ServeStdio, made on first
// use; every connection is a session of it.
func (s *Session) mcpServer() *mcp.Server {
	s.serverOnce.Do(func() { s.server = NewServer(s) })
	return s.server
}

// NewSession makes a game of lg for an agent to play. It returns an error if the
// game cannot be made (see hosting.LoadedGame.NewGame).
func NewSession(lg *hosting.LoadedGame, opts Options) (*Session, error) {
	s := &Session{lg: lg, opts: opts, snaps: make(map[string][]byte)}
	s.screen = opts.Screen
	if s.screen.X <= 0 || s.screen.Y <= 0 {
		s.screen = screenOf(lg)
	}
	if err := s.newGame(false); err != nil {
		return nil, err
	}
	return s, nil
}

// screenOf returns the project's logical screen, or 960×540.
func screenOf(lg *hosting.LoadedGame) image.Point {
	w, h := lg.Project.Window.Width, lg.Project.Window.Height
	if w <= 0 || h <= 0 || w > 4096 || h > 4096 {
		return image.Pt(960, 540)
	}
	return image.Pt(w, h)
}

// newGame makes the session's game from the start, recording its input when
// record is set.
func (s *Session) newGame(record bool) error {
	live := input.NewLive(nil)
	gopts := s.opts.Game
	gopts.Input = live
	var rec *hosting.Recording
	if record {
		rec, gopts = hosting.NewRecording(s.lg, gopts)
	}
	g, err := s.lg.NewGame(gopts)
	if err != nil {
		return err
	}
	s.game, s.live, s.rec, s.tainted = g, live, rec, ""
	s.loop = &hosting.Loop{Game: g, View: hosting.NewImageCheckView(s.lg), NoUndo: true}
	s.renderer = rendering.NewRenderer(rendering.Options{Screen: s.screen, Assets: s.lg.Files()})
	s.canvas = softdraw.New(s.lg.Files(), s.renderer.Atlas())
	return nil
}

// Do runs f with the session locked: f may read and change the game. It is how
// a host reaches the game between an agent's calls.
// On a hosted session (NewHostedSession) it must be called on the game's
// thread, after the first Between.
func (s *Session) Do(f func(g *runtime.Game)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f(s.game)
}

// changing returns ErrRefused for a server game without AllowChanges, and
// marks a recording as no longer a replayable playthrough when why is not "".
// Allowed, it tells the game a change comes from outside its steps
// (runtime.Game.NoteOutsideChange), so a sparse Timeline takes the next
// step whole instead of losing the agent's change when it re-simulates.
func (s *Session) changing(why string) error {
	if s.opts.Server && !s.opts.AllowChanges {
		return ErrRefused
	}
	if s.rec != nil && why != "" && s.tainted == "" {
		s.tainted = why
	}
	s.game.NoteOutsideChange()
	return nil
}

// step runs n frames of one step each. It returns the error of a frame that
// failed (the game is paused on it).
func (s *Session) step(n int) error {
	d := s.game.Clock().StepDuration()
	for range n {
		if _, err := s.loop.Frame(d); err != nil {
			return err
		}
	}
	return nil
}

// frame runs one frame of real time d (the server's loop and the run tool).
func (s *Session) frame(d time.Duration) error {
	_, err := s.loop.Frame(d)
	return err
}

// screenshot draws the game's current frame with the software backend and
// returns it as a PNG.
func (s *Session) screenshot() ([]byte, error) {
	s.list.Reset()
	s.renderer.Build(s.game, s.game.Clock().Blend(), &s.list)
	img, err := s.canvas.Picture(s.screen.X, s.screen.Y, &s.list)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("agent: encoding the screenshot: %w", err)
	}
	return buf.Bytes(), nil
}

// Picture returns the game's current frame drawn by the software backend
// (rendering/softdraw), at the session's screen size.
func (s *Session) Picture() (*image.RGBA, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.list.Reset()
	s.renderer.Build(s.game, s.game.Clock().Blend(), &s.list)
	return s.canvas.Picture(s.screen.X, s.screen.Y, &s.list)
}
