package contraptions

import (
	"math"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// bench returns a machine of the parts given, on a 10 by 6 board, without
// a game: for the signal rules.
func bench(ps ...Place) *machine {
	m := &machine{occ: newGrid(10, 6)}
	sc := scenes.NewScene("bench", nil)
	for i, p := range ps {
		part := Part{Kind: p.Kind, Col: p.Col, Row: p.Row, Rot: p.Rot}
		m.ps = append(m.ps, &part)
		m.es = append(m.es, sc.NewEntity(p.Kind.String(), nil))
		m.occ.mark(p, i+1)
	}
	return m
}

// TestGateTruthTables checks each gate's output for every pair of inputs,
// shown one step after its inputs (the switches are set by hand; a gate's
// inputs are its two sides, NOT's its back).
func TestGateTruthTables(t *testing.T) {
	for _, k := range []Kind{KindAnd, KindOr, KindXor} {
		for _, in := range [][2]bool{{false, false}, {false, true}, {true, false}, {true, true}} {
			// A above the gate, B below, the gate facing right into a lamp.
			m := bench(Place{KindSwitch, 0, 0, 0}, Place{k, 0, 1, 0}, Place{KindSwitch, 0, 2, 0}, Place{KindLamp, 1, 1, 0})
			a, b, lamp := m.ps[0], m.ps[2], m.ps[3]
			a.On, b.On = in[0], in[1]
			m.signals()
			if lamp.On {
				t.Errorf("%s%v: the lamp is lit in the step the inputs came, want one step later", k, in)
			}
			m.signals()
			if want := Gate(k, in[0], in[1]); lamp.On != want {
				t.Errorf("%s%v: the lamp is %v a step later, want %v", k, in, lamp.On, want)
			}
		}
	}
	for _, a := range []bool{false, true} {
		m := bench(Place{KindSwitch, 0, 0, 0}, Place{KindNot, 1, 0, 0}, Place{KindLamp, 2, 0, 0})
		m.ps[0].On = a
		m.signals()
		m.signals()
		if m.ps[2].On != !a {
			t.Errorf("NOT %v: the lamp is %v, want %v", a, m.ps[2].On, !a)
		}
	}
}

// TestSignalDelays checks two NOT gates in a row delay a switch by two
// steps, and wires carry a signal within the step.
func TestSignalDelays(t *testing.T) {
	m := bench(Place{KindSwitch, 0, 0, 0}, Place{KindNot, 1, 0, 0}, Place{KindNot, 2, 0, 0},
		Place{KindWire, 3, 0, 0}, Place{KindWire, 3, 1, 0}, Place{KindLamp, 3, 2, 0})
	sw, lamp := m.ps[0], m.ps[5]
	var got []bool
	for step := range 6 {
		sw.On = step >= 2
		m.signals()
		got = append(got, lamp.On)
	}
	// NOT NOT of off is off; from step 0 the gates start at false, so the
	// first NOT gives true at step 1 and the second false at step 2.
	want := []bool{false, true, false, false, true, true}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("the lamp over steps 0-5 is %v, want %v (the switch on from step 2)", got, want)
		}
	}
	m = bench(Place{KindSwitch, 0, 0, 0}, Place{KindWire, 1, 0, 0}, Place{KindWire, 2, 0, 0}, Place{KindWire, 2, 1, 0}, Place{KindDoor, 2, 2, 0})
	m.ps[0].On = true
	m.signals()
	if !m.ps[4].On {
		t.Errorf("a door at the end of a wire does not open in the step its switch is pressed")
	}
	m = bench(Place{KindLamp, 0, 0, 0}, Place{KindMotor, 2, 0, 0}, Place{KindFan, 4, 0, 0})
	m.signals()
	if m.ps[0].On || !m.ps[1].On || !m.ps[2].On {
		t.Errorf("unwired: lamp %v, motor %v, fan %v; want off, on, on", m.ps[0].On, m.ps[1].On, m.ps[2].On)
	}
}

// TestGearDirectionAndRatio checks a motor's train: each gear turns the
// other way from the one driving it, and the wheel (24 teeth) at a third of
// a small gear's (8) speed.
func TestGearDirectionAndRatio(t *testing.T) {
	m := bench(Place{KindMotor, 1, 2, 0}, Place{KindGear, 2, 2, 0}, Place{KindGear, 3, 2, 0}, Place{KindWheel, 5, 2, 0}, Place{KindGear, 3, 3, 0})
	m.signals()
	m.gears(1.0 / 60)
	want := []float64{MotorSpeed, -MotorSpeed, MotorSpeed, -MotorSpeed / 3, -MotorSpeed}
	for i, p := range m.ps {
		if math.Abs(p.Speed-want[i]) > 1e-12 {
			t.Errorf("%s at %d,%d turns at %v rad/s, want %v", p.Kind, p.Col, p.Row, p.Speed, want[i])
		}
	}
	for range 59 {
		m.gears(1.0 / 60)
	}
	if got := m.ps[3].Angle; math.Abs(got+2*math.Pi/3) > 1e-9 {
		t.Errorf("the wheel turned %v rad in a second, want %v", got, -2*math.Pi/3)
	}
	// Two motors that disagree jam their train.
	m = bench(Place{KindMotor, 1, 2, 0}, Place{KindGear, 2, 2, 0}, Place{KindMotor, 3, 2, 1})
	m.signals()
	m.gears(1.0 / 60)
	for _, p := range m.ps {
		if p.Speed != 0 {
			t.Errorf("a jammed train's %s turns at %v", p.Kind, p.Speed)
		}
	}
	// Two that agree drive it.
	m = bench(Place{KindMotor, 1, 2, 0}, Place{KindGear, 2, 2, 0}, Place{KindMotor, 3, 2, 0})
	m.signals()
	m.gears(1.0 / 60)
	if m.ps[1].Speed != -MotorSpeed {
		t.Errorf("between two agreeing motors a gear turns at %v, want %v", m.ps[1].Speed, -MotorSpeed)
	}
}

func TestMeshed(t *testing.T) {
	cases := []struct {
		a, b Place
		want bool
	}{
		{Place{KindGear, 2, 2, 0}, Place{KindGear, 3, 2, 0}, true},
		{Place{KindGear, 2, 2, 0}, Place{KindGear, 3, 3, 0}, false},
		{Place{KindGear, 2, 2, 0}, Place{KindGear, 4, 2, 0}, false},
		{Place{KindGear, 2, 2, 0}, Place{KindWheel, 4, 2, 0}, true},
		{Place{KindGear, 2, 2, 0}, Place{KindWheel, 4, 3, 0}, false},
		{Place{KindWheel, 2, 2, 0}, Place{KindWheel, 5, 2, 0}, true},
		{Place{KindGear, 2, 2, 0}, Place{KindLamp, 3, 2, 0}, false},
	}
	for _, c := range cases {
		if got := Meshed(c.a, c.b); got != c.want {
			t.Errorf("Meshed(%v, %v) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// oneFile returns a folder with a puzzle file p.txt holding text.
func oneFile(text string) fstest.MapFS {
	return fstest.MapFS{"p.txt": {Data: []byte(text)}}
}

// floor is a test board's start: its goal's bucket is out of the way.
const floor = "size 12 8\ngoal bucket\nwall 0 7 12 1\nfixed bucket 0 0\n"

// TestConveyorMovesABox runs a box dropped on a belt each way: it is
// carried at the belt's speed.
func TestConveyorMovesABox(t *testing.T) {
	for _, way := range []string{"right", "left"} {
		r := newRig(t, oneFile(floor+"fixed conveyor 5 6 "+way+"\nfixed box 5 5\n"), "p.txt")
		e, _ := r.find(KindBox)
		x0 := e.Transform().Position()[0]
		r.press(ActionRun)
		r.steps(30)
		v := scenes.Get[physics.Body](e).Velocity[0]
		dx := e.Transform().Position()[0] - x0
		want := float64(ConveyorSpeed)
		if way == "left" {
			want, dx = -want, -dx
		}
		if math.Abs(v-want) > 1 || dx < 20 {
			t.Errorf("belt %s: the box moves at %.2f and went %.1f units in 30 steps, want %v and on its way", way, v, dx, want)
		}
		r.noProblems()
	}
}

// TestFanPushesABall runs a ball in front of a fan and one without.
func TestFanPushesABall(t *testing.T) {
	for _, fan := range []bool{true, false} {
		text := floor + "fixed ball 4 6\n"
		if fan {
			text += "fixed fan 2 6 right\n"
		}
		r := newRig(t, oneFile(text), "p.txt")
		e, _ := r.find(KindBall)
		x0 := e.Transform().Position()[0]
		r.press(ActionRun)
		r.steps(30)
		dx := e.Transform().Position()[0] - x0
		if fan && dx < 30 || !fan && math.Abs(dx) > 0.5 {
			t.Errorf("fan %v: the ball moved %.2f units in 30 steps", fan, dx)
		}
		r.noProblems()
	}
}
