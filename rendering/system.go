package rendering

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// The steps of the rendering system.
var (
	// StepAnimation advances SpriteAnimation components (simulate phase).
	StepAnimation = runtime.NewStep("Animation")
	// StepCameras moves following cameras and works out their shake (present
	// phase).
	StepCameras = runtime.NewStep("Cameras")
)

// NewSystem returns the rendering system, which a game needs for sprite
// animations and camera following and shake: its StepAnimation runs in the
// simulate phase and its StepCameras in the present phase. Each game gets its own
// value; the system keeps no state of its own.
func NewSystem() runtime.System { return system{} }

type system struct{}

func (system) Name() string { return "Rendering" }

func (system) Setup(g *runtime.Game) error {
	runtime.Provide[runtime.Labels](g, labels{})
	runtime.Provide[runtime.Animator](g, animator{})
	g.AddStep(StepAnimation, runtime.InPhase(runtime.PhaseSimulate), func(g *runtime.Game) {
		animate(g.Scene(), g.Clock().Tick(), g.Clock().Delta())
	})
	g.AddStep(StepCameras, runtime.InPhase(runtime.PhasePresent), func(g *runtime.Game) {
		moveCameras(g.Scene(), g.Clock().Tick(), g.Clock().DeltaSeconds())
	})
	return nil
}

// moveCameras makes every active camera of s follow its entity and shake, on
// step tick lasting dt seconds of game time.
func moveCameras(s *scenes.Scene, tick griff.Tick, dt float64) {
	for e, c := range scenes.Active[Camera](s) {
		c.follow(s, e)
		c.shake(tick, e.ID(), dt)
	}
}

// follow moves the camera's transform so that the followed entity is inside the
// dead zone. On the first step with a new target, or when the target jumped, the
// camera snaps (Teleport) to it.
func (c *Camera) follow(s *scenes.Scene, e *scenes.Entity) {
	target := s.Entity(c.Follow)
	if target == nil || target == e {
		c.followed = 0
		return
	}
	if descends(target, e) {
		// Following its own child would carry the child along: it would run away.
		if c.warnedFollow != c.Follow {
			c.warnedFollow = c.Follow
			s.Problems().Warn(e, "Griff.Camera", "rendering: camera follows %s (id %d), its own descendant; it does not follow", target.Path(), c.Follow)
		}
		c.followed = 0
		return
	}
	tt, ct := target.Transform(), e.Transform()
	tp, cp := tt.WorldPosition(), ct.WorldPosition()
	snap := c.followed != c.Follow || tt.Jumped()
	c.followed = c.Follow
	want := tp
	if !snap {
		want = cp
		for i := range 2 {
			h := c.DeadZone[i] / 2
			if tp[i] > cp[i]+h {
				want[i] = tp[i] - h
			} else if tp[i] < cp[i]-h {
				want[i] = tp[i] + h
			}
		}
	}
	if want == cp {
		return
	}
	if p := e.Parent(); p != nil {
		inv, ok := p.Transform().World().Invert()
		if !ok {
			return
		}
		want = inv.Apply(want)
	}
	if snap {
		ct.Teleport(want)
	} else {
		ct.SetPosition(want)
	}
}

// descends reports whether e is a descendant of ancestor.
func descends(e, ancestor *scenes.Entity) bool {
	for p := e.Parent(); p != nil; p = p.Parent() {
		if p == ancestor {
			return true
		}
	}
	return false
}

// shake lowers the shake by its decay and sets this step's shake offset from a
// noise of the tick and the camera's entity id.
func (c *Camera) shake(tick griff.Tick, id scenes.EntityID, dt float64) {
	if c.Shake > 0 {
		c.Shake = max(0, c.Shake-float64(c.ShakeDecay*dt))
	}
	if c.Shake <= 0 {
		c.Shake = 0
		if c.offset.Value() != (griff.Vec{}) {
			c.offset.Set(tick, griff.Vec{})
		}
		return
	}
	seed := uint64(tick)*2 + uint64(id)<<40
	c.offset.Set(tick, griff.Vec{c.Shake * noise(seed), c.Shake * noise(seed+1)})
}

// noise returns a number in [-1, 1) that looks random, from x by SplitMix64's
// finaliser (Steele, Lea and Flood, Fast Splittable Pseudorandom Number
// Generators, 2014).
func noise(x uint64) float64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	x ^= x >> 31
	return float64(x>>11)/(1<<52) - 1
}

// labels is the runtime.Labels service: it sets the Text component's words.
type labels struct{}

// SetLabel sets e's Text to text, if e has a Text.
func (labels) SetLabel(e *scenes.Entity, text string) bool {
	t := scenes.Get[Text](e)
	if t == nil {
		return false
	}
	t.Text = text
	return true
}

// Label returns e's Text's words, if e has a Text.
func (labels) Label(e *scenes.Entity) (string, bool) {
	if t := scenes.Get[Text](e); t != nil {
		return t.Text, true
	}
	return "", false
}
