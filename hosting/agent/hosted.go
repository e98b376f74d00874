package agent

import (
	"context"
	"errors"
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/softdraw"
	"github.com/griffengine/griff/runtime"
)

// maxCallsPerFrame is the most agent calls one Between runs, so a flood of
// calls cannot stall the window; the rest wait for the next frame.
const maxCallsPerFrame = 64

// errNoWindowRecording is start_recording's error on a hosted game.
var errNoWindowRecording = errors.New("a game playing in a window is not started again by an agent: record it with griff-player --record FILE, or serve it headless (--mcp-headless) to record from the agent")

// NewHostedSession returns a session serving a game another host plays, such
// as the window (hosting/ebitenhost): the host makes and plays the game and
// calls Between on the game's thread between its frames; the agent's tool
// calls wait in a queue until then, so no tool touches the game from the MCP
// server's goroutines. Until the first Between the calls wait. See the
// package documentation ("A game in a window") for how the tools behave.
func NewHostedSession(lg *hosting.LoadedGame, opts Options) *Session {
	s := &Session{lg: lg, opts: opts, snaps: make(map[string][]byte), calls: make(chan func())}
	s.screen = opts.Screen
	if s.screen.X <= 0 || s.screen.Y <= 0 {
		s.screen = screenOf(lg)
	}
	return s
}

// Between runs the agent's calls queued since the previous frame (at most 64,
// the rest wait for the next) on the caller's goroutine, which must be the
// game's. The first call attaches the session to the host's game, its loop
// (which the step tool runs) and the input the press and release tools push
// into (nil: they are refused). Between does nothing on a session made by
// NewSession.
func (s *Session) Between(g *runtime.Game, loop *hosting.Loop, live *input.Live) {
	if s.calls == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.game == nil {
		s.game, s.loop, s.live = g, loop, live
		s.renderer = rendering.NewRenderer(rendering.Options{Screen: s.screen, Assets: s.lg.Files()})
		s.canvas = softdraw.New(s.lg.Files(), s.renderer.Atlas())
	}
	for range maxCallsPerFrame {
		select {
		case f := <-s.calls:
			f()
		default:
			return
		}
	}
}

// hosted reports whether s serves a game another host plays (NewHostedSession).
func (s *Session) hosted() bool { return s.calls != nil }

// onGameThread runs f at the host's next Between and returns its result, or
// ctx's error if ctx ends first (f then still runs, its result dropped).
func (s *Session) onGameThread(ctx context.Context, f func() (any, error)) (any, error) {
	type result struct {
		v   any
		err error
	}
	done := make(chan result, 1)
	call := func() {
		v, err := f()
		done <- result{v, err}
	}
	select {
	case s.calls <- call:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	select {
	case r := <-done:
		return r.v, r.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// waiter is a tool input that, on a hosted game, waits real time off the
// game's thread before its call is queued: run lets the window play.
type waiter interface{ wait() time.Duration }

// wait is how long run lets a hosted game play: its seconds when in range,
// else nothing (the call then returns the range error).
func (in runIn) wait() time.Duration {
	if !(in.Seconds > 0 && in.Seconds <= MaxRun.Seconds()) {
		return 0
	}
	return time.Duration(in.Seconds * float64(time.Second))
}

// sleep waits d or until ctx ends, returning ctx's error then.
func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
