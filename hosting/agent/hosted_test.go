package agent_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/agent"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// hostedGame plays lg as a window's host does, on its own goroutine, one step
// per frame, calling the session's Between before each frame; it counts the
// frames in frames and stops when the test ends.
func hostedGame(t *testing.T, lg *hosting.LoadedGame, s *agent.Session, frames *atomic.Int64) {
	t.Helper()
	live := input.NewLive(nil)
	g, err := lg.NewGame(hosting.Options{Seed: 1, Input: live})
	if err != nil {
		t.Fatal(err)
	}
	loop := &hosting.Loop{Game: g, View: hosting.NewImageCheckView(lg), NoUndo: true}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	t.Cleanup(func() { cancel(); <-done })
	go func() {
		defer close(done)
		d := g.Clock().StepDuration()
		for ctx.Err() == nil {
			s.Between(g, loop, live)
			loop.Frame(d)
			frames.Add(1)
		}
	}()
}

// connectHosted serves a hosted session of lg over the in-memory transport
// while hostedGame plays it.
func connectHosted(t *testing.T, lg *hosting.LoadedGame, frames *atomic.Int64) *mcp.ClientSession {
	t.Helper()
	s := agent.NewHostedSession(lg, agent.Options{})
	ctx, cancel := context.WithCancel(context.Background())
	ct, st := mcp.NewInMemoryTransports()
	ss, err := agent.NewServer(s).Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	hostedGame(t, lg, s, frames)
	t.Cleanup(func() { cs.Close(); ss.Wait(); cancel() })
	return cs
}

// TestHostedSession serves a game another host plays: the agent's calls run
// between the host's frames, a press moves the player, step adds steps to the
// ones the host plays, run lets the host play on, start_recording is refused
// and a screenshot is the game's size.
func TestHostedSession(t *testing.T) {
	var frames atomic.Int64
	cs := connectHosted(t, builtin(t), &frames)
	var w struct{ Tick griff.Tick }
	decode(t, call(t, cs, "step", map[string]any{"steps": 1}), &w)
	start := w.Tick
	call(t, cs, "press", map[string]any{"action": "right"})
	decode(t, call(t, cs, "step", map[string]any{"steps": 90}), &w)
	if w.Tick < start+90 {
		t.Errorf("after step 90 from tick %d the game is at %d, want at least %d", start, w.Tick, start+90)
	}
	call(t, cs, "release", map[string]any{"action": "right"})
	var report struct {
		Facts []struct {
			Value struct{ X float64 }
		}
	}
	decode(t, call(t, cs, "playtest_report", nil), &report)
	if len(report.Facts) == 0 || report.Facts[0].Value.X <= 0 {
		t.Errorf("after pressing right for 90 steps the report is %+v, want the player right of 0", report.Facts)
	}

	before := frames.Load()
	decode(t, call(t, cs, "run", map[string]any{"seconds": 0.2}), &w)
	if frames.Load() == before {
		t.Errorf("the host played no frame during run 0.2")
	}
	if res := callRaw(t, cs, "start_recording", nil); !res.IsError || !strings.Contains(text(res), "--record") {
		t.Errorf("start_recording on a hosted game: %v %q, want an error naming --record", res.IsError, text(res))
	}
	if res := callRaw(t, cs, "run", map[string]any{"seconds": 0}); !res.IsError {
		t.Errorf("run 0 on a hosted game: want an error")
	}
	shot := call(t, cs, "screenshot", nil)
	if img, ok := shot.Content[0].(*mcp.ImageContent); !ok || img.MIMEType != "image/png" || len(img.Data) == 0 {
		t.Errorf("screenshot gave %T, want a PNG image", shot.Content[0])
	}
}
