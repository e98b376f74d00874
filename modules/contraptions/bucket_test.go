package contraptions

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// TestBallInBucketAsAPlayerSeesIt puts a ball where a player would or
// would not call it in the bucket: lying inside against a wall, lying on
// another ball inside, on the rim, flying over the mouth, below the floor.
func TestBallInBucketAsAPlayerSeesIt(t *testing.T) {
	r := newRig(t, oneFile(floor+"fixed bucket 4 5\nfixed ball 9 1\n"), "p.txt")
	s := findSystem(r)
	_, bp := r.find(KindBucket)
	c := centre(bp.place(), origin(r.b()))
	ball, _ := r.find(KindBall)
	body := scenes.Get[physics.Body](ball)
	for _, k := range []struct {
		what   string
		dx, dy float64
		vx     float64
		in     bool
	}{
		{"lying on the floor against the left wall", -18, 2, 0, true},
		{"lying on the floor against the right wall", 18, 2, 0, true},
		{"falling inside, just below the rim", 0, -14, 300, true},
		{"lying on another ball inside, its centre above the rim", 0, -18, 0, true},
		{"flying over the mouth, its centre above the rim", 0, -17, 300, false},
		{"flying over the mouth, 3 units above the rim", 5, -16.5, 300, false},
		{"resting on the left rim", -30, -25, 0, false},
		{"leaning on the rim, over the wall", -24, -16, 0, false},
		{"below the floor", 0, 24, 0, false},
		{"beside the bucket", 45, 2, 0, false},
	} {
		ball.Transform().SetPosition(griff.V(c[0]+k.dx, c[1]+k.dy))
		body.Velocity = griff.V(k.vx, 0)
		if got := s.ballIn(c); got != k.in {
			t.Errorf("a ball %s (%v, %v from the bucket's centre): in %v, want %v", k.what, k.dx, k.dy, got, k.in)
		}
	}
}
