package effects

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Follower moves its entity after another with a lag: each step it goes the
// fraction 1 - exp(-dt/Lag) of the way to the target's world position plus
// Offset (an exponential approach, frame-rate independent as dt is the step's).
// A pet, a camera rig, a floating label. Saved as "Griff.Follower".
type Follower struct {
	// Target is the entity followed; 0 or an entity not in the scene follows
	// nothing.
	Target scenes.EntityID `json:"target"`
	// Offset is kept from the target's position, in world units.
	Offset griff.Vec `json:"offset,omitzero"`
	// Lag is the time constant in seconds: after Lag seconds 63% of the way
	// is gone. The default (0, or negative or NaN) goes all the way each step.
	Lag float64 `json:"lag,omitempty"`
}

func (f *Follower) step(sc *scenes.Scene, e *scenes.Entity, dt float64) {
	t := sc.Entity(f.Target)
	if t == nil || t == e {
		return
	}
	want := t.Transform().WorldPosition().Add(f.Offset)
	tr := e.Transform()
	cur := tr.WorldPosition()
	k := 1.0
	if f.Lag > 0 {
		k = 1 - griff.Exp(-dt/f.Lag)
	}
	next := griff.Vec{cur[0] + float64((want[0]-cur[0])*k), cur[1] + float64((want[1]-cur[1])*k)}
	if p := e.Parent(); p != nil {
		inv, ok := p.Transform().World().Invert()
		if !ok {
			return
		}
		next = inv.Apply(next)
	}
	tr.SetPosition(next)
}

// MaxTrailPoints is the most points a Trail keeps.
const MaxTrailPoints = 64

// Trail draws a ribbon behind its entity through the world positions it had
// on its last Points steps, Width wide at the entity and narrowing to 0,
// Color fading to transparent along it. Saved as "Griff.Trail".
type Trail struct {
	visual.DrawOrder
	// Points is how many steps' positions the ribbon goes through; the default
	// (0) is 16, at most MaxTrailPoints.
	Points int `json:"points,omitempty"`
	// Width is the ribbon's width at the entity in world units; the default
	// (0) is 4.
	Width float64 `json:"width,omitempty"`
	// Color is the ribbon's colour at the entity, straight RGBA; the default
	// (zero) is white.
	Color griff.Color `json:"color,omitzero"`

	// State is the positions kept, newest last; snapshots hold it.
	State TrailState `griff:"-,snapshot"`
}

// TrailState is what the effects system keeps on a Trail.
type TrailState struct {
	Pts  [MaxTrailPoints]griff.Vec
	N    int
	Tick griff.Tick
	Prev griff.Vec // the newest point before the last step, to draw between steps
}

func (t *Trail) step(e *scenes.Entity, tick griff.Tick) {
	n := t.Points
	if n <= 0 {
		n = 16
	}
	n = min(n, MaxTrailPoints)
	st := &t.State
	p := e.Transform().WorldPosition()
	st.Prev = p
	if st.N > 0 {
		st.Prev = st.Pts[st.N-1]
	}
	if st.N >= n {
		copy(st.Pts[:], st.Pts[st.N-n+1:st.N])
		st.N = n - 1
	}
	st.Pts[st.N] = p
	st.N++
	st.Tick = tick
}

// WorldPlaced reports true: the ribbon is in world units.
func (t *Trail) WorldPlaced() bool { return true }

// Draw draws the ribbon, its newest end between steps.
func (t *Trail) Draw(s visual.Sink) {
	st := &t.State
	if st.N < 2 {
		return
	}
	w := or(t.Width, 4) / 2
	c := t.Color
	if c == (griff.Color{}) {
		c = griff.RGB(1, 1, 1)
	}
	head := st.Pts[st.N-1]
	if s.Tick() == st.Tick {
		head = griff.Lerp(st.Prev, head, s.Blend())
	}
	for i := st.N - 1; i > 0; i-- {
		a, b := st.Pts[i-1], st.Pts[i]
		if i == st.N-1 {
			b = head
		}
		fa, fb := float64(i-1)/float64(st.N-1), float64(i)/float64(st.N-1)
		d := b.Sub(a)
		l := d.Len()
		if l == 0 {
			continue
		}
		nx, ny := -d[1]/l, d[0]/l
		wa, wb := float64(w*fa), float64(w*fb)
		s.Quad(visual.Quad{Color: c.WithAlpha(c.A * float32(fb)), Corners: [4]griff.Vec{
			{a[0] + float64(nx*wa), a[1] + float64(ny*wa)}, {b[0] + float64(nx*wb), b[1] + float64(ny*wb)},
			{b[0] - float64(nx*wb), b[1] - float64(ny*wb)}, {a[0] - float64(nx*wa), a[1] - float64(ny*wa)}}})
	}
}

// Flash tints its entity's Sprite towards Color for Seconds after a "flash"
// message (or Start), fading out, drawn between steps: a hit flash. Saved as
// "Griff.Flash".
type Flash struct {
	// Color is the flash colour, straight RGB; the default (zero) is white.
	Color griff.Color `json:"color,omitzero"`
	// Seconds is how long the flash lasts; the default (0) is 0.1.
	Seconds float64 `json:"seconds,omitempty"`
	// Left is how many seconds of the flash are left.
	Left float64 `json:"left,omitempty"`
}

// Messages lists the messages a flash acts on.
func (f *Flash) Messages() []string { return []string{"flash"} }

// OnMessage starts the flash.
func (f *Flash) OnMessage(m *messages.Message) { f.Start() }

// Start starts the flash from full.
func (f *Flash) Start() { f.Left = f.seconds() }

func (f *Flash) seconds() float64 {
	if !(f.Seconds > 0) {
		return 0.1
	}
	return min(f.Seconds, 60)
}

func (f *Flash) step(e *scenes.Entity, tick griff.Tick, dt float64) {
	sp := scenes.Get[visual.Sprite](e)
	if sp == nil {
		return
	}
	amt := 0.0
	if f.Left > 0 {
		amt = f.Left / f.seconds()
		f.Left = max(0, f.Left-dt)
	}
	c := f.Color
	if c == (griff.Color{}) {
		c = griff.RGB(1, 1, 1)
	}
	sp.Flash = c
	if sp.FlashAmount.Value() != amt {
		sp.FlashAmount.Set(tick, amt)
	}
}

// Shake shakes every active camera when its entity hears "shake": each
// camera's Shake becomes at least Amount (world units) and decays at Decay
// world units a second (visual.Camera; the view system draws the shake
// deterministically from the tick). Saved as "Griff.Shake".
type Shake struct {
	// Amount is how far the views shake, in world units; the default (0) is 8.
	Amount float64 `json:"amount,omitempty"`
	// Decay is how fast the shake dies down, in world units a second; the
	// default (0) is Amount / 0.3 (gone in 0.3 seconds).
	Decay float64 `json:"decay,omitempty"`
}

// Messages lists the messages a shake acts on.
func (sh *Shake) Messages() []string { return []string{"shake"} }

// OnMessage shakes the cameras.
func (sh *Shake) OnMessage(m *messages.Message) { ShakeCameras(m.Game.Scene(), sh.Amount, sh.Decay) }

// ShakeCameras makes every active camera of sc shake by at least amount
// world units (default 8 for 0), decaying at decay world units a second
// (default amount / 0.3 for 0). NaN or negative values are the defaults.
func ShakeCameras(sc *scenes.Scene, amount, decay float64) {
	if !(amount > 0) {
		amount = 8
	}
	if !(decay > 0) {
		decay = amount / 0.3
	}
	for _, c := range scenes.Active[visual.Camera](sc) {
		c.Shake = max(c.Shake, min(amount, 1e4))
		c.ShakeDecay = decay
	}
}
