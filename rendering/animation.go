package rendering

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// SpriteAnimation plays frames on the Sprite of its entity: each step of the
// animation system it advances by the step's game time and sets Sprite.Region to
// the current frame. Saved as "Griff.SpriteAnimation".
type SpriteAnimation struct {
	// Frames are the frames as regions of the sprite's image, in order. When empty,
	// Grid gives the frames.
	Frames []Region `json:"frames,omitempty"`
	// Grid gives the frames as cells of a grid in the image, used when Frames is
	// empty.
	Grid Grid `json:"grid,omitzero"`
	// FPS is the rate in frames per second of game time; at most 0 holds the
	// current frame.
	FPS float64 `json:"fps"`
	// Loop starts again at frame 0 after the last frame; otherwise the animation
	// stops on its last frame and Done becomes true.
	Loop bool `json:"loop,omitempty"`
	// Paused holds the animation where it is.
	Paused bool `json:"paused,omitempty"`
	// Events name frames: an event fires on the step the animation enters its
	// frame (also each time a loop comes back to it, and for frames skipped over
	// at a high rate, at most once a step), but not for frame 0 when the
	// animation starts.
	Events []FrameEvent `json:"events,omitempty"`
	// Elapsed is the game time played since frame 0: state.
	Elapsed time.Duration `json:"elapsed"`
	// Frame is the current frame, from 0: state.
	Frame int `json:"frame"`
	// Done is true once an animation that does not loop has reached its last
	// frame: state.
	Done bool `json:"done,omitempty"`

	fired     []string // events fired on step firedTick
	firedTick griff.Tick
}

// Grid describes frames laid out as equal cells in a sprite sheet: frame i is in
// column i mod Columns and row i / Columns of cells W×H texels whose first cell's
// top-left corner is (X, Y).
type Grid struct {
	// X and Y are the top-left corner of the first cell in texels (y down).
	X int `json:"x,omitempty"`
	Y int `json:"y,omitempty"`
	// W and H are a cell's width and height in texels.
	W int `json:"w"`
	H int `json:"h"`
	// Columns is the number of cells in a row; the default (0) puts all frames in
	// one row.
	Columns int `json:"columns,omitempty"`
	// Count is the number of frames; with W or H at most 0 the grid has none.
	Count int `json:"count"`
}

// FrameEvent names a frame of an animation, for game code to hear when it is
// reached (SpriteAnimation.Fired).
type FrameEvent struct {
	// Frame is the frame's index, from 0; an index out of range never fires.
	Frame int `json:"frame"`
	// Name is the event's name; several events may share one.
	Name string `json:"name"`
}

// Len returns the number of frames.
func (a *SpriteAnimation) Len() int {
	if len(a.Frames) > 0 {
		return len(a.Frames)
	}
	if a.Grid.W <= 0 || a.Grid.H <= 0 {
		return 0
	}
	return max(0, a.Grid.Count)
}

// FrameRegion returns frame i's region of the image; an empty region if i is out
// of range.
func (a *SpriteAnimation) FrameRegion(i int) Region {
	if i < 0 || i >= a.Len() {
		return Region{}
	}
	if len(a.Frames) > 0 {
		return a.Frames[i]
	}
	g := a.Grid
	cols := g.Columns
	if cols <= 0 {
		cols = g.Count
	}
	return Region{X: g.X + (i%cols)*g.W, Y: g.Y + (i/cols)*g.H, W: g.W, H: g.H}
}

// Fired reports whether the event named name fired on step tick (usually
// Game.Clock().Tick(), read after the animation step).
func (a *SpriteAnimation) Fired(tick griff.Tick, name string) bool {
	if a.firedTick != tick {
		return false
	}
	for _, n := range a.fired {
		if n == name {
			return true
		}
	}
	return false
}

// Restart goes back to frame 0 and plays again.
func (a *SpriteAnimation) Restart() {
	a.Elapsed, a.Frame, a.Done = 0, 0, false
}

// advance plays d more game time on step tick and returns the current frame's
// region.
func (a *SpriteAnimation) advance(tick griff.Tick, d time.Duration) Region {
	n := a.Len()
	if n == 0 {
		return Region{}
	}
	if !a.Paused && a.FPS > 0 && !a.Done {
		before := a.abs()
		a.Elapsed += d
		after := a.abs()
		if !a.Loop && after >= n-1 {
			after, a.Done = n-1, true
		}
		a.fire(tick, before, after, n)
		a.Frame = after % n
	}
	return a.FrameRegion(a.Frame)
}

// abs returns the number of frames played since frame 0 at Elapsed. Game time
// is kept in whole nanoseconds, up to 1 ns short of the exact time (60 steps at
// 60 steps a second are 16,666,666 or 16,666,667 ns each), so a frame starts 1 ns
// early: at 30 frames per second frame 1 starts on step 2, not 3.
func (a *SpriteAnimation) abs() int {
	f := float64(a.Elapsed+1) * a.FPS / float64(time.Second)
	if !(f < 1<<40) {
		return 1 << 40
	}
	return int(f)
}

// fire records the events of the frames entered after absolute frame from, up
// to frame to, each event at most once per step.
func (a *SpriteAnimation) fire(tick griff.Tick, from, to, n int) {
	if len(a.Events) == 0 || to <= from {
		return
	}
	if a.firedTick != tick {
		a.fired, a.firedTick = a.fired[:0], tick
	}
	for _, ev := range a.Events {
		if ev.Frame < 0 || ev.Frame >= n {
			continue
		}
		// The first frame after from that shows ev.Frame.
		f := from + 1 + ((ev.Frame-(from+1)%n)%n+n)%n
		if f <= to {
			a.fired = append(a.fired, ev.Name)
		}
	}
}

// animate advances every active animation of s by d game time on step tick.
func animate(s *scenes.Scene, tick griff.Tick, d time.Duration) {
	for e, a := range scenes.Active[SpriteAnimation](s) {
		g := a.advance(tick, d)
		if sp := scenes.Get[Sprite](e); sp != nil && !g.Empty() {
			sp.Region = g
		}
	}
}
