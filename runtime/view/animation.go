package view

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// animate advances every active animation of s by d game time on step tick and
// shows its frame on its entity's sprite. An animation with numbers out of
// range is clamped first (visual.SpriteAnimation.Bound), warning once in the
// problem log naming its entity and Griff.SpriteAnimation.
func animate(s *scenes.Scene, tick griff.Tick, d time.Duration) {
	// Read-only iteration (scenes' Change marks): a paused, finished or
	// still animation and a sprite already showing its frame stay unmarked,
	// so a Timeline shares their records.
	for e, a := range scenes.ActiveRead[visual.SpriteAnimation](s) {
		if note := a.Bound(); note != "" {
			e.MarkChanged() // Bound put a field back into its range
			s.Problems().Warn(e, "Griff.SpriteAnimation", "%s", note)
		}
		if playing(a) {
			e.MarkChanged()
		}
		g := advance(a, tick, d)
		if sp := scenes.Read[visual.Sprite](e); sp != nil && !g.Empty() && sp.Region != g {
			e.MarkChanged()
			sp.Region = g
		}
	}
}

// playing reports whether advance moves a on: it has frames, a rate, and is
// neither paused nor done.
func playing(a *visual.SpriteAnimation) bool {
	return a.Len() > 0 && !a.Paused && a.FPS > 0 && !a.Done
}

// advance plays d more game time of a on step tick and returns the current
// frame's region.
func advance(a *visual.SpriteAnimation, tick griff.Tick, d time.Duration) visual.Region {
	n := a.Len()
	if n == 0 {
		return visual.Region{}
	}
	if playing(a) {
		before := played(a)
		a.Elapsed += d
		after := played(a)
		if !a.Loop && after >= n-1 {
			after, a.Done = n-1, true
		}
		fire(a, tick, before, after, n)
		a.Frame = after % n
	}
	return a.FrameRegion(a.Frame)
}

// played returns the number of frames a has played since frame 0 at its
// Elapsed. Game time is kept in whole nanoseconds, up to 1 ns short of the exact
// time (60 steps at 60 steps a second are 16,666,666 or 16,666,667 ns each), so
// a frame starts 1 ns early: at 30 frames per second frame 1 starts on step 2,
// not 3.
func played(a *visual.SpriteAnimation) int {
	f := float64(a.Elapsed+1) * a.FPS / float64(time.Second)
	if !(f < 1<<40) {
		return 1 << 40
	}
	return int(f)
}

// fire fires the events of the frames entered after absolute frame from, up to
// frame to, of an animation of n frames: each event at most once per step.
func fire(a *visual.SpriteAnimation, tick griff.Tick, from, to, n int) {
	if to <= from {
		return
	}
	for _, ev := range a.Events {
		if ev.Frame < 0 || ev.Frame >= n {
			continue
		}
		// The first frame after from that shows ev.Frame.
		f := from + 1 + ((ev.Frame-(from+1)%n)%n+n)%n
		if f <= to {
			a.Fire(tick, ev.Name)
		}
	}
}
