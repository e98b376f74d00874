package view

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// moveCameras makes every active camera of s follow its target and shake, on
// step tick lasting dt seconds of game time.
func moveCameras(s *scenes.Scene, tick griff.Tick, dt float64) {
	// Read only, each camera moved on a copy: its entity is marked changed
	// only when the component changed (moving the entity marks it by
	// itself), so a still camera shares its Timeline record.
	for e, c := range scenes.ActiveRead[visual.Camera](s) {
		nc := *c
		follow(&nc, s, e)
		shake(&nc, tick, e.ID(), dt)
		if nc != *c {
			e.MarkChanged()
			*c = nc
		}
	}
}

// follow moves camera c's entity e so that the followed entity is inside the
// dead zone. On the first step with a new target, or when the target jumped,
// the camera snaps (Teleport) to it.
func follow(c *visual.Camera, s *scenes.Scene, e *scenes.Entity) {
	mo := &c.Motion
	id := c.Follow
	if id == 0 && c.FollowName != "" {
		if t := e.FindFor("Griff.Camera", c.FollowName); t != nil {
			id = t.ID()
		}
	}
	target := s.Entity(id)
	if id == 0 || target == nil || target == e {
		mo.Followed = 0
		return
	}
	if descends(target, e) {
		// Following its own child would carry the child along: it would run away.
		if mo.Warned != id {
			mo.Warned = id
			s.Problems().Warn(e, "Griff.Camera", "view: camera follows %s (id %d), its own descendant; it does not follow", target.Path(), id)
		}
		mo.Followed = 0
		return
	}
	tt, ct := target.Transform(), e.Transform()
	tp, cp := tt.WorldPosition(), ct.WorldPosition()
	snap := mo.Followed != id || tt.Jumped()
	mo.Followed = id
	want := tp
	if !snap {
		want = deadZone(tp, cp, c.DeadZone)
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

// deadZone returns where a camera at cp goes so that target tp is inside the
// box of size zone about it, moving as little as it can.
func deadZone(tp, cp, zone griff.Vec) griff.Vec {
	want := cp
	for i := range 2 {
		h := float64(zone[i] / 2)
		if tp[i] > cp[i]+h {
			want[i] = tp[i] - h
		} else if tp[i] < cp[i]-h {
			want[i] = tp[i] + h
		}
	}
	return want
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

// shake lowers camera c's shake by its decay over dt seconds and sets this
// step's shake offset from a noise of the tick and the camera's entity id.
func shake(c *visual.Camera, tick griff.Tick, id scenes.EntityID, dt float64) {
	off := &c.Motion.Offset
	if c.Shake > 0 {
		c.Shake = max(0, c.Shake-float64(c.ShakeDecay*dt))
	}
	if c.Shake <= 0 {
		c.Shake = 0
		if off.Value() != (griff.Vec{}) {
			off.Set(tick, griff.Vec{})
		}
		return
	}
	seed := uint64(tick)*2 + uint64(id)<<40
	off.Set(tick, griff.Vec{c.Shake * noise(seed), c.Shake * noise(seed+1)})
}

// noise returns a number in [-1, 1) that looks random, from x by SplitMix64's
// finaliser (Steele, Lea and Flood, Fast Splittable Pseudorandom Number
// Generators, 2014).
func noise(x uint64) float64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	x ^= x >> 31
	return float64(float64(x>>11)/(1<<52)) - 1
}
