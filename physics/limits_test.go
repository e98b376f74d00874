package physics_test

import (
	"math"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// TestLimitsClampAndWarn gives the world one number out of its documented
// range at a time and checks that exactly one warning names the entity and
// component (or the physics settings), and that the world simulates the
// clamped value (or leaves the thing out).
func TestLimitsClampAndWarn(t *testing.T) {
	huge := 1e308
	// fall is where a body dropped from rest is after n steps of gravity g:
	// cp moves by the velocity before adding gravity.
	fall := func(g float64, n int) float64 { return g * dt * dt * float64(n*(n-1)/2) }
	tests := []struct {
		name      string
		opts      physics.Options
		build     func(r *rig) *scenes.Entity // nil entity: a warning about the settings
		component string
		message   string
		check     func(t *testing.T, r *rig, e *scenes.Entity)
	}{
		{"box of size 1e308 rests on the floor", physics.Options{}, func(r *rig) *scenes.Entity {
			r.floor(500)
			return r.body("Huge", griff.V(0, 500-physics.MaxSize/2-1), physics.Body{}, physics.Box(huge, huge))
		}, "Griff.Collider", "size out of range", func(t *testing.T, r *rig, e *scenes.Entity) {
			if y, want := pos(e)[1], 500-physics.MaxSize/2; !near(y, want, 0.2) {
				t.Errorf("the huge box is at y=%v, want resting on the floor at %v", y, want)
			}
			if m := r.w.Mass(e); m != physics.MaxSize*physics.MaxSize {
				t.Errorf("mass %v, want %v (clamped size)", m, physics.MaxSize*physics.MaxSize)
			}
		}},
		{"circle of radius 1e-9", physics.Options{}, func(r *rig) *scenes.Entity {
			return r.body("Dust", griff.V(0, 0), physics.Body{}, physics.Circle(1e-9))
		}, "Griff.Collider", "radius out of range", func(t *testing.T, r *rig, e *scenes.Entity) {
			if m, want := r.w.Mass(e), math.Pi*physics.MinSize*physics.MinSize; !near(m, want, want*1e-9) {
				t.Errorf("mass %v, want %v (radius clamped to MinSize)", m, want)
			}
		}},
		{"gravity 1e308", physics.Options{Gravity: griff.V(0, huge)}, func(r *rig) *scenes.Entity {
			r.body("Box", griff.V(0, 0), physics.Body{}, physics.Box(10, 10))
			return nil
		}, "physics", "gravity beyond 1e6", func(t *testing.T, r *rig, _ *scenes.Entity) {
			if g := r.w.Options().Gravity; g != griff.V(0, physics.MaxGravity) {
				t.Errorf("gravity %v, want (0, 1e6)", g)
			}
			box := r.s.Find("Box")
			if y := pos(box)[1]; !near(y, fall(physics.MaxGravity, 30), 1e-3) {
				t.Errorf("the box fell to %v, want %v", y, fall(physics.MaxGravity, 30))
			}
		}},
		{"gravity NaN", physics.Options{Gravity: griff.V(math.NaN(), 0)}, func(r *rig) *scenes.Entity {
			return nil
		}, "physics", "gravity is not finite", func(t *testing.T, r *rig, _ *scenes.Entity) {
			if g := r.w.Options().Gravity; g != griff.V(0, physics.DefaultGravityY) {
				t.Errorf("gravity %v, want the default", g)
			}
		}},
		{"a billion iterations", physics.Options{Iterations: 1e9}, func(r *rig) *scenes.Entity {
			return nil
		}, "physics", "iterations beyond 100", func(t *testing.T, r *rig, _ *scenes.Entity) {
			if n := r.w.Options().Iterations; n != physics.MaxIterations {
				t.Errorf("iterations %d, want %d", n, physics.MaxIterations)
			}
		}},
		{"gravity scale 1e308", physics.Options{}, func(r *rig) *scenes.Entity {
			return r.body("Rocket", griff.V(0, 0), physics.Body{GravityScale: huge}, physics.Box(10, 10))
		}, "Griff.Body", "gravity (world gravity times gravity scale) beyond 1e6", func(t *testing.T, r *rig, e *scenes.Entity) {
			if y := pos(e)[1]; !near(y, fall(physics.MaxGravity, 30), 1e-3) {
				t.Errorf("the body fell to %v, want %v (gravity clamped to 1e6)", y, fall(physics.MaxGravity, 30))
			}
		}},
		{"velocity 1e308", physics.Options{}, func(r *rig) *scenes.Entity {
			return r.body("Bullet", griff.V(0, 0), physics.Body{NoGravity: true, Velocity: griff.V(huge, huge)}, physics.Circle(1))
		}, "Griff.Body", "velocity beyond 1e6", func(t *testing.T, r *rig, e *scenes.Entity) {
			v := scenes.Get[physics.Body](e).Velocity
			if l := math.Hypot(v[0], v[1]); !near(l, physics.MaxSpeed, 1e-6) || !near(v[0], v[1], 1e-6) {
				t.Errorf("velocity %v, want length 1e6 along (1, 1)", v)
			}
		}},
		{"angular velocity 1e9", physics.Options{}, func(r *rig) *scenes.Entity {
			return r.body("Spinner", griff.V(0, 0), physics.Body{NoGravity: true, AngularVelocity: -1e9}, physics.Box(10, 10))
		}, "Griff.Body", "angular velocity beyond 1e4", func(t *testing.T, r *rig, e *scenes.Entity) {
			if w := scenes.Get[physics.Body](e).AngularVelocity; w != -physics.MaxAngularSpeed {
				t.Errorf("angular velocity %v, want -1e4", w)
			}
		}},
		{"density 1e308", physics.Options{}, func(r *rig) *scenes.Entity {
			return r.body("Lead", griff.V(0, 0), physics.Body{}, physics.Shape{Kind: physics.ShapeBox, Size: griff.V(10, 10), Density: huge})
		}, "Griff.Collider", "density out of range", func(t *testing.T, r *rig, e *scenes.Entity) {
			if m := r.w.Mass(e); m != physics.MaxDensity*100 {
				t.Errorf("mass %v, want %v", m, physics.MaxDensity*100)
			}
		}},
		{"friction and restitution 1e308", physics.Options{}, func(r *rig) *scenes.Entity {
			r.floor(500)
			return r.body("Ball", griff.V(0, 470), physics.Body{}, physics.Shape{Kind: physics.ShapeCircle, Radius: 10, Friction: huge, Restitution: huge})
		}, "Griff.Collider", "friction, restitution out of range", func(t *testing.T, r *rig, e *scenes.Entity) {
			// Restitution 1 against the floor's 0: cp multiplies them, so the
			// ball lands and stays, its motion finite.
			if p := pos(e); !near(p[1], 490, 0.5) {
				t.Errorf("the ball is at %v, want resting on the floor at y=490", p)
			}
		}},
		{"damping NaN", physics.Options{}, func(r *rig) *scenes.Entity {
			return r.body("Damped", griff.V(0, 0), physics.Body{LinearDamping: math.NaN()}, physics.Box(10, 10))
		}, "Griff.Body", "damping is not a number", func(t *testing.T, r *rig, e *scenes.Entity) {
			if y := pos(e)[1]; !near(y, fall(physics.DefaultGravityY, 30), 1e-6) {
				t.Errorf("the body fell to %v, want %v (no damping)", y, fall(physics.DefaultGravityY, 30))
			}
		}},
		{"damping -1e308", physics.Options{}, func(r *rig) *scenes.Entity {
			return r.body("Sped", griff.V(0, 0), physics.Body{LinearDamping: -1e308, AngularDamping: -1}, physics.Box(10, 10))
		}, "Griff.Body", "damping below 0 per second; none used", func(t *testing.T, r *rig, e *scenes.Entity) {
			if y := pos(e)[1]; !near(y, fall(physics.DefaultGravityY, 30), 1e-6) {
				t.Errorf("the body fell to %v, want %v (no damping)", y, fall(physics.DefaultGravityY, 30))
			}
		}},
		{"position 1e8", physics.Options{}, func(r *rig) *scenes.Entity {
			return r.body("Far", griff.V(1e8, 0), physics.Body{}, physics.Box(10, 10))
		}, "Griff.Body", "further than 1e7", noBodyCheck},
		{"polygon point at 1e7", physics.Options{}, func(r *rig) *scenes.Entity {
			return r.static("Spike", griff.V(0, 0), physics.Polygon(griff.V(0, 0), griff.V(1e7, 0), griff.V(0, 10)))
		}, "Griff.Collider", "further than 1e6", noShapesCheck},
		{"tilemap cells of 1e-9", physics.Options{}, func(r *rig) *scenes.Entity {
			e := r.s.NewEntity("Tiles", nil)
			tw := physics.TilemapWalls{CellSize: griff.V(1e-9, 1e-9)}
			tw.SetRows("###")
			scenes.Add(e, tw)
			return e
		}, "Griff.TilemapWalls", "cell size outside", noShapesCheck},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, tc.opts)
			e := tc.build(r)
			r.step(30)
			probs := r.s.Problems().List()
			if len(probs) != 1 {
				t.Fatalf("after 30 steps %d problems, want 1: %v", len(probs), probs)
			}
			p := probs[0]
			wantID, wantPath := scenes.EntityID(0), ""
			if e != nil {
				wantID, wantPath = e.ID(), e.Path()
			}
			if p.EntityID != wantID || p.Entity != wantPath || p.Component != tc.component || !strings.Contains(p.Message, tc.message) {
				t.Errorf("problem %q, want one naming %q#%d, %s, %q", p, wantPath, wantID, tc.component, tc.message)
			}
			tc.check(t, r, e)
		})
	}
}

func noBodyCheck(t *testing.T, r *rig, e *scenes.Entity) {
	if !noBody(r, e) {
		t.Errorf("%s is in the world", e.Path())
	}
}

func noShapesCheck(t *testing.T, r *rig, e *scenes.Entity) {
	if !noShapes(r, e) {
		t.Errorf("%s has shapes in the world", e.Path())
	}
}
