package firstperson

import (
	"testing"

	"github.com/griffengine/griff/scenes"
)

// BenchmarkStep is a step of the template's level with the player walking
// and turning and a guard chasing.
func BenchmarkStep(b *testing.B) {
	r := newRig(b, "")
	r.level().Enemies[0].State = EnemyChase
	r.in.hold[ActionTurnLeft], r.in.hold[ActionForward] = true, true
	r.steps(30)
	b.ReportAllocs()
	for b.Loop() {
		r.g.Step()
	}
}

// BenchmarkViewDraw is the view's Draw of the template's first room: 320
// rays, the things and the weapon.
func BenchmarkViewDraw(b *testing.B) {
	r := newRig(b, "")
	e := r.g.Scene().Find("Level")
	v := scenes.Get[View](e)
	s := &floorSink{sink{blend: 0.5, e: e}}
	b.ReportAllocs()
	for b.Loop() {
		s.quads, s.floors = s.quads[:0], s.floors[:0]
		v.Draw(s)
	}
}
