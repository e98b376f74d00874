package timers_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/timers"
	"github.com/griffengine/griff/scenes"
)

func TestTimersAndTweens(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{StepRate: 10}, timers.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	e := g.Scene().NewEntity("E", nil)
	tm := scenes.Add(e, timers.Timer{Duration: 250 * time.Millisecond, Repeat: true})
	tw := scenes.Add(e, timers.Tween{Property: timers.PropertyPosition, To: griff.V(10, 0), Duration: time.Second})
	var fired []griff.Tick
	for range 10 {
		g.Step()
		if tm.Fired(g.Clock().Tick()) {
			fired = append(fired, g.Clock().Tick())
		}
	}
	// 0.1 s steps: 0.3 s at tick 3 (overshoot 0.05 kept), 0.55 at tick 5 (0.05+0.2 = 0.25), ...
	if fmt.Sprint(fired) != "[3 5 8 10]" {
		t.Errorf("repeating 0.25 s timer fired at %v, want [3 5 8 10]", fired)
	}
	if p := e.Transform().Position(); p != griff.V(10, 0) || !tw.Done {
		t.Errorf("after 1 s the linear tween is at %v (done %v), want (10, 0) and done", p, tw.Done)
	}
}

func TestPingPongTurnsAround(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{StepRate: 10}, timers.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	e := g.Scene().NewEntity("E", nil)
	scenes.Add(e, timers.Tween{Property: timers.PropertyPosition, To: griff.V(10, 0), Duration: time.Second, Loop: timers.LoopPingPong})
	for range 13 {
		g.Step()
	}
	if p := e.Transform().Position()[0]; p < 6.99 || p > 7.01 {
		t.Errorf("1.3 s into a 1 s ping-pong the tween is at %v, want 7", p)
	}
}

func TestLoopNames(t *testing.T) {
	var tw timers.Tween
	if err := json.Unmarshal([]byte(`{"property":"scale","loop":"pingpong"}`), &tw); err != nil {
		t.Fatal(err)
	}
	if tw.Property != timers.PropertyScale || tw.Loop != timers.LoopPingPong {
		t.Errorf("read property %v, loop %v; want scale, pingpong", tw.Property, tw.Loop)
	}
	err := json.Unmarshal([]byte(`{"loop":"forever"}`), &tw)
	if err == nil || !strings.Contains(err.Error(), "once, repeat, pingpong") {
		t.Errorf("an unknown loop gave %v, want an error listing the loops", err)
	}
}
