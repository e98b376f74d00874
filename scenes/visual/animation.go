package visual

import (
	"math"
	"math/big"
	"strings"
	"time"

	"github.com/griffengine/griff/griff"
)

// SpriteAnimation plays frames on the Sprite of its entity: each step the view
// system (runtime/view) advances it by the step's game time and sets
// Sprite.Region to the current frame. Saved as "Griff.SpriteAnimation".
type SpriteAnimation struct {
	// Frames are the frames as regions of the sprite's image, in order. When empty,
	// Grid gives the frames.
	Frames []Region `json:"frames,omitempty"`
	// Grid gives the frames as cells of a grid in the image, used when Frames is
	// empty.
	Grid Grid `json:"grid,omitzero"`
	// FPS is the rate in frames per second of game time; at most 0 holds the
	// current frame. Above MaxFPS counts as MaxFPS, NaN as 0 (see Bound).
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
	// Elapsed is the game time played since frame 0, at least 0: state. A
	// network host does not send it or Frame (net:"-"): each player's
	// machine plays the animation itself (a coin's spin may be a frame
	// apart from the host's; a predicted player's is its own).
	Elapsed time.Duration `json:"elapsed" net:"-"`
	// Frame is the current frame, from 0 to Len()-1: state.
	Frame int `json:"frame" net:"-"`
	// Done is true once an animation that does not loop has reached its last
	// frame: state.
	Done bool `json:"done,omitempty"`

	// Events fired on step firedTick: not saved or hashed, but snapshots hold
	// them, since the step after reads them.
	fired     []string   `griff:"-,snapshot"`
	firedTick griff.Tick `griff:"-,snapshot"`
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
	// Count is the number of frames, at most MaxFrames; with W or H at most 0
	// the grid has none.
	Count int `json:"count"`
}

// The ranges of an animation's numbers (SpriteAnimation and an AnimationSet's
// Clip), so that no scene file makes an animation that means nothing or
// overflows the arithmetic of its frames (see the package doc, Bounds).
//
// MaxFrames (65,536) is the number of 64×64-texel cells in the largest image
// Ebitengine holds (16,384 texels a side), far above any sprite sheet's; it
// keeps a frame's index times a cell's size well inside an int. MaxFPS (1000)
// is one frame a step at the highest step rate a project may set
// (hosting.Project.StepRate): no game shows frames faster.
const (
	MaxFrames = 1 << 16
	MaxFPS    = 1000
)

// Bound puts a's numbers into their ranges: Grid.Count above MaxFrames
// becomes MaxFrames, FPS above MaxFPS (or infinite) becomes MaxFPS and NaN
// becomes 0, a negative Elapsed becomes 0, and a Frame outside 0 to Len()-1
// the nearest frame in it (when there are frames). It returns a note naming
// what it changed, to be warned once in the problem log, or "" if nothing.
// The view system calls it each step before it advances the animation.
func (a *SpriteAnimation) Bound() string {
	var notes []string
	a.Grid.Count, a.FPS, notes = boundClip(a.Grid.Count, a.FPS, notes)
	if len(a.Frames) == 0 && a.Grid.outOfRegion(a.Grid.Count) {
		notes = append(notes, gridOutOfRegion)
	}
	if a.Elapsed < 0 {
		a.Elapsed = 0
		notes = append(notes, "elapsed below 0 (0 used)")
	}
	if n := a.Len(); n > 0 && (a.Frame < 0 || a.Frame >= n) {
		a.Frame = min(max(a.Frame, 0), n-1)
		notes = append(notes, "frame outside 0 to the last frame (the nearest used)")
	}
	return joinNotes(notes)
}

// boundClip returns a grid's count and a rate of frames put into their ranges,
// appending a note to notes for each one changed.
func boundClip(count int, fps float64, notes []string) (int, float64, []string) {
	if count > MaxFrames {
		count = MaxFrames
		notes = append(notes, "grid count above 65536 frames (65536 used)")
	}
	switch {
	case math.IsNaN(fps):
		fps = 0
		notes = append(notes, "fps not a number (0 used: the frame holds)")
	case fps > MaxFPS:
		fps = MaxFPS
		notes = append(notes, "fps above 1000 frames a second (1000 used)")
	}
	return count, fps, notes
}

// gridOutOfRegion is Bound's note for a grid with a frame outside a Region's
// range.
const gridOutOfRegion = "grid reaching outside -2147483648..2147483647 texels (its frames' numbers saturate there)"

// joinNotes returns notes as one sentence, or "" if there are none.
func joinNotes(notes []string) string {
	if len(notes) == 0 {
		return ""
	}
	return strings.Join(notes, ", ") + "; clamped"
}

// FrameEvent names a frame of an animation, for game code to hear when it is
// reached (SpriteAnimation.Fired).
type FrameEvent struct {
	// Frame is the frame's index, from 0; an index out of range never fires.
	Frame int `json:"frame" net:"-"`
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
	return RegionOf(mulAddSat(g.X, i%cols, g.W), mulAddSat(g.Y, i/cols, g.H), g.W, g.H) // out of range: Bound warned
}

// mulAddSat returns x + k*w for k from 0 to MaxFrames, saturated to the
// range of int rather than wrapped, so that a grid whose numbers are near
// the ends of int saturates (RegionOf) to the end its frame lies towards.
// Numbers within int32 (every grid Bound does not warn of) cannot overflow
// and take the plain sum; others are summed exactly with math/big.
func mulAddSat(x, k, w int) int {
	if fitsRegion(x) && fitsRegion(w) {
		return x + k*w // |k*w| <= 2^16 * 2^31
	}
	v := new(big.Int).Mul(big.NewInt(int64(k)), big.NewInt(int64(w)))
	v.Add(v, big.NewInt(int64(x)))
	switch {
	case v.IsInt64():
		return int(v.Int64())
	case v.Sign() < 0:
		return math.MinInt64
	}
	return math.MaxInt64
}

// outOfRegion reports whether some frame of grid g (of count frames, count
// at most MaxFrames) has a number outside a Region's int32 range, so that
// FrameRegion saturates it.
func (g Grid) outOfRegion(count int) bool {
	if count <= 0 || g.W <= 0 || g.H <= 0 {
		return false
	}
	if !fitsRegion(g.X) || !fitsRegion(g.Y) || !fitsRegion(g.W) || !fitsRegion(g.H) {
		return true
	}
	cols := g.Columns
	if cols <= 0 {
		cols = count
	}
	// All four fit in int32 and count <= 1<<16: these products fit in an int.
	lastCol, lastRow := min(cols, count)-1, (count-1)/cols
	return !fitsRegion(g.X+lastCol*g.W) || !fitsRegion(g.Y+lastRow*g.H)
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

// Fire records that the event named name fired on step tick, so Fired reports
// it for that step; the events of an earlier step are forgotten. The view system
// calls it as the animation enters the frames of its Events; game code may call
// it to fire an event by hand. What fired is not saved in files or hashed; snapshots hold it.
func (a *SpriteAnimation) Fire(tick griff.Tick, name string) {
	if a.firedTick != tick {
		a.fired, a.firedTick = a.fired[:0], tick
	}
	a.fired = append(a.fired, name)
}

// Restart goes back to frame 0 and plays again.
func (a *SpriteAnimation) Restart() {
	a.Elapsed, a.Frame, a.Done = 0, 0, false
}
