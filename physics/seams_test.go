package physics_test

import (
	"math"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// The layouts of shared/cases/tile-seams, built here, and the same surfaces
// made of one collider as the baseline a body must behave like.

// splitWall returns the rows of a wall three cells thick (columns 1-3, face
// at x = 64) standing on a floor (row 12), with one extra cell behind it at
// row 3 when split: MergeCells then cuts the wall at y = 48 and y = 64.
func splitWall(split bool) []string {
	rows := make([]string, 13)
	for y := range rows {
		rows[y] = ".###...."
	}
	if split {
		rows[3] = "####...."
	}
	rows[12] = "########"
	return rows
}

// wallSlide pushes a box left into the wall of splitWall(split) as it falls
// and returns its y after each step, and the steps in which a touch with the
// walls had a normal pointing up before it reached the floor. A hard push
// sets the velocity into the wall every step, which sinks the box some units
// into it (cp's position correction is soft); else it is pressed like a force
// (600 world units per second² towards the wall).
func wallSlide(t *testing.T, split, fixed, hard bool) (ys []float64, caught int) {
	r := newRig(t, physics.Options{})
	level := r.s.NewEntity("Level", nil)
	tw := physics.TilemapWalls{CellSize: griff.V(16, 16)}
	tw.SetRows(splitWall(split)...)
	scenes.Add(level, tw)
	box := r.body("Box", griff.V(71.5, 8), physics.Body{FixedRotation: fixed}, physics.Shape{Kind: physics.ShapeBox, Size: griff.V(14, 14), Friction: -1})
	for range 120 {
		if v := &scenes.Get[physics.Body](box).Velocity; hard {
			v[0] = -60
		} else {
			v[0] -= 10
		}
		r.step(1)
		ys = append(ys, pos(box)[1])
		if pos(box)[1] > 170 {
			continue // near the floor (y = 192)
		}
		for _, tc := range r.w.TouchesOf(box, nil) {
			if tc.Phase != physics.TouchEnd && tc.A == box && tc.Normal[1] < -0.5 || tc.B == box && tc.Normal[1] > 0.5 {
				caught++
			}
		}
	}
	return ys, caught
}

// TestSplitWallSlides: a box pressed into a tilemap wall cut into three
// rectangles slides down its face as down a plain column, in both rotation
// settings.
func TestSplitWallSlides(t *testing.T) {
	for _, tc := range []struct{ fixed, hard bool }{{true, false}, {false, false}, {true, true}, {false, true}} {
		fixed := tc.fixed
		plain, _ := wallSlide(t, false, fixed, tc.hard)
		split, caught := wallSlide(t, true, fixed, tc.hard)
		worst := 0.0
		for i := range plain {
			worst = math.Max(worst, math.Abs(plain[i]-split[i]))
		}
		if caught > 0 || worst > 0.5 {
			t.Errorf("fixed rotation %v, hard %v: the box pressed into the split wall was held from below in %d steps and strayed %.2f units from its path down a plain column (want 0 and < 0.5); ends at y=%.2f, plain %.2f",
				fixed, tc.hard, caught, worst, split[len(split)-1], plain[len(plain)-1])
		}
		if end := split[len(split)-1]; !near(end, 185, 0.6) {
			t.Errorf("fixed rotation %v: the box ends at y=%v, want on the floor at 185", fixed, end)
		}
	}
}

// floorRun lets a body settle on a floor, then slides it right at speed world
// units per second for 90 steps and returns its x at the end, the largest |vy| and
// the number of steps whose x velocity fell by more than 1 below the step
// before.
func floorRun(t *testing.T, floor func(r *rig), body physics.Body, shape physics.Shape, speed float64) (x, maxVy float64, slowed int) {
	r := newRig(t, physics.Options{})
	floor(r)
	// Half cp's slop (0.1) into the floor, as a body that fell there rests:
	// one placed exactly on it would rest on a knife edge, its contacts
	// coming and going with rounding.
	y := -7 + 0.05
	if shape.Kind == physics.ShapeCircle {
		y = -shape.Radius + 0.05
	}
	e := r.body("Mover", griff.V(12, y), body, shape)
	r.step(30)
	scenes.Get[physics.Body](e).Velocity = griff.V(speed, 0)
	last := speed
	for range 90 {
		r.step(1)
		v := scenes.Get[physics.Body](e).Velocity
		maxVy = math.Max(maxVy, math.Abs(v[1]))
		if v[0] < last-1 {
			slowed++
		}
		last = v[0]
	}
	return pos(e)[0], maxVy, slowed
}

func oneLongBox(r *rig) {
	r.static("Long", griff.V(160, 8), physics.Box(320, 16))
}

func twentyBoxes(r *rig) {
	for i := range 20 {
		r.static("Tile", griff.V(8+16*float64(i), 8), physics.Box(16, 16))
	}
}

func twentyPolygons(r *rig) {
	// Square tiles given as polygons, each cut in two triangles.
	for i := range 20 {
		x := 16 * float64(i)
		r.static("Tri", griff.V(x, 0), physics.Polygon(griff.V(0, 0), griff.V(16, 0), griff.V(16, 16)))
		r.static("Tri", griff.V(x, 0), physics.Polygon(griff.V(0, 0), griff.V(16, 16), griff.V(0, 16)))
	}
}

func chainFloor(r *rig) {
	pts := make([]griff.Vec, 21)
	for i := range pts {
		pts[i] = griff.V(16*float64(i), 0)
	}
	r.static("Chain", griff.V(0, 0), physics.Chain(pts...))
}

func tileFloor(r *rig) {
	e := r.s.NewEntity("Tiles", nil)
	tw := physics.TilemapWalls{CellSize: griff.V(16, 16)}
	// Steps down every other cell so MergeCells cuts the top row into 20
	// rectangles whose tops are one flat floor.
	rows := []string{strings.Repeat("#", 20), strings.Repeat("#.", 10)}
	tw.SetRows(rows...)
	scenes.Add(e, tw)
}

// TestSeamsDoNotTrip: bodies sliding and rolling over floors made of many
// colliders move as over one long box.
func TestSeamsDoNotTrip(t *testing.T) {
	box := physics.Box(14, 14)
	slick := physics.Shape{Kind: physics.ShapeBox, Size: griff.V(14, 14), Friction: -1}
	circle := physics.Circle(7)
	floors := []struct {
		name  string
		build func(r *rig)
	}{{"20 boxes", twentyBoxes}, {"40 triangles", twentyPolygons}, {"a chain", chainFloor}, {"tilemap rows", tileFloor}}
	movers := []struct {
		name  string
		body  physics.Body
		shape physics.Shape
		speed float64
	}{
		{"rotating box", physics.Body{}, box, 200},
		{"slick rotating box", physics.Body{}, slick, 200},
		{"fixed-rotation box", physics.Body{FixedRotation: true}, slick, 60},
		{"rolling circle", physics.Body{}, circle, 200},
	}
	for _, m := range movers {
		bx, bvy, bslow := floorRun(t, oneLongBox, m.body, m.shape, m.speed)
		for _, f := range floors {
			x, vy, slow := floorRun(t, f.build, m.body, m.shape, m.speed)
			t.Logf("%s on %s: x %.2f (one box %.2f), max |vy| %.2f (%.2f), slowed %d (%d)", m.name, f.name, x, bx, vy, bvy, slow, bslow)
			if !near(x, bx, 2) || vy > bvy+1 || slow > bslow {
				t.Errorf("%s on %s: ends at x=%.2f, max |vy| %.2f, slowed in %d steps; on one long box %.2f, %.2f, %d",
					m.name, f.name, x, vy, slow, bx, bvy, bslow)
			}
		}
	}
}

// TestSeamsKeepRealCorners: the seam rule leaves real corners solid. A box
// sliding along a floor of tiles is stopped by a wall tile standing on it and
// by a step up made of a taller tile; one resting across the seam of two
// tiles stays put; a body inside a corner of the ground is pushed out.
func TestSeamsKeepRealCorners(t *testing.T) {
	slick := physics.Shape{Kind: physics.ShapeBox, Size: griff.V(14, 14), Friction: -1}
	t.Run("wall on the floor", func(t *testing.T) {
		r := newRig(t, physics.Options{})
		twentyBoxes(r)
		r.static("Wall", griff.V(8+16*10, -8), physics.Box(16, 16))
		e := r.body("Mover", griff.V(12, -6.95), physics.Body{Velocity: griff.V(200, 0)}, slick)
		r.step(120)
		// The wall's left face is at x = 160: the box stops at 153.
		if x := pos(e)[0]; !near(x, 153, 0.25) {
			t.Errorf("the box is at x=%v, want stopped by the wall at 153", x)
		}
	})
	t.Run("step up", func(t *testing.T) {
		r := newRig(t, physics.Options{})
		for i := range 20 {
			h := 16.0
			if i >= 10 {
				h = 20 // 4 units higher from x = 160
			}
			r.static("Tile", griff.V(8+16*float64(i), 16-h/2), physics.Box(16, h))
		}
		e := r.body("Mover", griff.V(12, -6.95), physics.Body{Velocity: griff.V(200, 0), FixedRotation: true}, slick)
		r.step(120)
		if x := pos(e)[0]; !near(x, 153, 0.25) {
			t.Errorf("the box is at x=%v, want stopped by the step at 153", x)
		}
	})
	rest := func(floor func(*rig), y float64) (griff.Vec, float64) {
		r := newRig(t, physics.Options{})
		floor(r)
		e := r.body("Rest", griff.V(32, y), physics.Body{}, physics.Box(14, 14))
		r.step(120)
		return pos(e), e.Transform().Rotation()
	}
	t.Run("resting on a seam", func(t *testing.T) {
		// Dropped across the seam at x = 32: rests as on one long box.
		want, _ := rest(oneLongBox, -20)
		if p, rot := rest(twentyBoxes, -20); !near(p[0], 32, 0.01) || !near(p[1], want[1], 0.2) || math.Abs(rot) > 1e-3 {
			t.Errorf("a box dropped across a seam rests at %v rotated %v, want (32, %.2f) unturned", p, rot, want[1])
		}
	})
	t.Run("inside the ground", func(t *testing.T) {
		// Sunk 3 units into the floor across a seam: pushed up out of it as
		// out of one long box.
		want, _ := rest(oneLongBox, -4)
		if p, _ := rest(twentyBoxes, -4); !near(p[0], 32, 0.01) || !near(p[1], want[1], 0.2) {
			t.Errorf("a box sunk into the floor is at %v, want pushed out to (32, %.2f)", p, want[1])
		}
	})
}
