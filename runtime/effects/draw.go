package effects

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/visual"
)

// Draw draws the live particles, each between where it was when the last
// step began and where it is, its colour and size at its age between steps.
func (em *Emitter) Draw(s visual.Sink) {
	if len(em.live) == 0 {
		return
	}
	blend := s.Blend()
	if s.Tick() != em.State.Tick {
		blend = 1 // not moved on the last step (a paused game): drawn as they are
	}
	_, pc, psize, pstretch := presetOf(em.Preset)
	c0 := em.StartColor
	if c0 == (griff.Color{}) {
		c0 = pc
		if c0 == (griff.Color{}) {
			c0 = griff.RGB(1, 1, 1)
		}
	}
	c1 := em.EndColor
	if c1 == (griff.Color{}) {
		c1 = c0.WithAlpha(0)
	}
	s0 := clampSize(or(em.StartSize, or(psize, DefaultSize)))
	s1 := clampSize(or(em.EndSize, s0))
	stretch := or(em.Stretch, pstretch)
	back := float64((1 - blend) * em.State.DT)
	q := visual.Quad{Image: em.Image, Src: em.Src}
	for i := range em.live {
		p := &em.live[i]
		t := max(0, (p.age-back)/p.life)
		k := em.Ease.Apply(min(t, 1))
		q.Color = c0.Lerp(c1, float32(k))
		size := float64(s0 + float64((s1-s0)*k))
		pos := griff.Lerp(p.prev, p.pos, blend)
		q.Corners = corners(pos, p.vel, size/2, stretch)
		s.Quad(q)
	}
}

// corners returns the square of half side h about pos, or with stretch > 0 a
// streak from pos back along vel·stretch, h wide each side.
func corners(pos, vel griff.Vec, h, stretch float64) [4]griff.Vec {
	if stretch <= 0 || vel == (griff.Vec{}) {
		return [4]griff.Vec{{pos[0] - h, pos[1] - h}, {pos[0] + h, pos[1] - h}, {pos[0] + h, pos[1] + h}, {pos[0] - h, pos[1] + h}}
	}
	tail := griff.Vec{pos[0] - float64(vel[0]*stretch), pos[1] - float64(vel[1]*stretch)}
	l := vel.Len()
	nx, ny := float64(-vel[1]/l*h), float64(vel[0]/l*h)
	return [4]griff.Vec{{tail[0] + nx, tail[1] + ny}, {pos[0] + nx, pos[1] + ny}, {pos[0] - nx, pos[1] - ny}, {tail[0] - nx, tail[1] - ny}}
}

// clampSize keeps a particle's side in [0, MaxSize] (0 for NaN); the step
// warns about a size out of range (Emitter.settings).
func clampSize(v float64) float64 {
	v, _ = bound(finite(v), 0, MaxSize, 0)
	return v
}
