package strategy

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
)

// monkey returns n steps of random clicks, drags, keys and pointer moves.
func monkey(seed uint64, n int) []input.Event {
	r := rand.New(rand.NewPCG(seed, 7))
	acts := []string{ActionSelect, ActionOrder, ActionAdd, ActionGroup, ActionAttack, ActionStop, ActionFarm, ActionBarracks, ActionHall,
		ActionTrain1, ActionTrain2, ActionCancel, ActionCamLeft, ActionCamRight, ActionCamUp, ActionCamDown, "group1", "group2", "group9"}
	var ev []input.Event
	for t := griff.Tick(1); t < griff.Tick(n); t++ {
		if r.IntN(3) == 0 {
			ev = append(ev, input.Event{Tick: t, Kind: input.KindPointer, X: float64(r.IntN(1100) - 70), Y: float64(r.IntN(700) - 80)})
		}
		if r.IntN(4) == 0 {
			a := acts[r.IntN(len(acts))]
			ev = append(ev, input.Event{Tick: t, Action: a, Down: true, Value: 1}, input.Event{Tick: t + griff.Tick(1+r.IntN(20)), Action: a})
		}
	}
	return ev
}

// TestBadSceneFieldsWarn: the scene file's fields the match cannot use
// as written warn, naming the field.
func TestBadSceneFieldsWarn(t *testing.T) {
	cases := []struct {
		name string
		mut  func(m *Match, us []*Unit)
		want string
	}{
		{"letter", func(m *Match, us []*Unit) { m.Rows[3] = "#..x" }, `rows[3][3] is 'x'`},
		{"ai side", func(m *Match, us []*Unit) { m.AISide = 4 }, "aiSide 4"},
		{"start", func(m *Match, us []*Unit) { m.Start = [2]int{-5, 10} }, "start [-5 10] is negative"},
		{"side", func(m *Match, us []*Unit) { us[2].Side = -1 }, "side -1 is not"},
		{"off map", func(m *Match, us []*Unit) { us[2].Tile = grid.C(3, 99) }, "off the 26×16 map"},
		{"building off map", func(m *Match, us []*Unit) { us[0].Tile = grid.C(24, 2) }, "off the 26×16 map"},
	}
	for _, c := range cases {
		r := newRig(t, 3, field(26, 16), false, u("hall", 0, 2, 2), u("mine", 2, 9, 2), u("peasant", 0, 6, 6))
		var us []*Unit
		for _, e := range r.me.Children() {
			if x := scenes.Get[Unit](e); x != nil {
				us = append(us, x)
			}
		}
		c.mut(r.match(), us)
		r.step(2)
		var all strings.Builder
		for _, p := range r.problems {
			all.WriteString(p.String() + "\n")
		}
		if !strings.Contains(all.String(), c.want) {
			t.Errorf("%s: no warning with %q in:\n%s", c.name, c.want, all.String())
		}
	}
	if r := newRig(t, 3, field(26, 16), false, u("hall", 0, 2, 2), u("mine", 2, 9, 2)); true {
		r.step(2)
		if len(r.problems) > 0 {
			t.Errorf("a good match warns: %v", r.problems)
		}
	}
}

// TestBadFieldsDoNotPanic plays a small match whose scene fields are
// broken (before the start, or as state after it) under random input: no
// panic, no hang.
func TestBadFieldsDoNotPanic(t *testing.T) {
	cases := map[string]func(m *Match, us []*Unit){
		"huge map overflow": func(m *Match, us []*Unit) { m.Width, m.Height = 1<<32, 1<<32 },
		"huge map":          func(m *Match, us []*Unit) { m.Width, m.Height = 1<<20, 3 },
		"negative map":      func(m *Match, us []*Unit) { m.Width, m.Height = -5, 10 },
		"no rows":           func(m *Match, us []*Unit) { m.Rows = nil },
		"odd letters":       func(m *Match, us []*Unit) { m.Rows = []string{"??\x00\xff"} },
		"view negative":     func(m *Match, us []*Unit) { m.View = [2]int{-1, 5} },
		"view tiny":         func(m *Match, us []*Unit) { m.View = [2]int{1, 1} },
		"view huge":         func(m *Match, us []*Unit) { m.View = [2]int{1 << 40, 1 << 40} },
		"ai side 7":         func(m *Match, us []*Unit) { m.AISide = 7 },
		"ai side 0":         func(m *Match, us []*Unit) { m.AISide = 0 },
		"start negative":    func(m *Match, us []*Unit) { m.Start = [2]int{-100, -1 << 62} },
		"start huge":        func(m *Match, us []*Unit) { m.Start = [2]int{1 << 62, 1 << 62} },
		"unit off map":      func(m *Match, us []*Unit) { us[0].Tile = grid.C(-50, 1000) },
		"unit side -1":      func(m *Match, us []*Unit) { us[0].Side = -1 },
		"unit side 9":       func(m *Match, us []*Unit) { us[2].Side = 9 },
		"unit kind empty":   func(m *Match, us []*Unit) { us[2].Kind = "" },
		"building side 2":   func(m *Match, us []*Unit) { us[0].Side = 2 },
		"mine side 0":       func(m *Match, us []*Unit) { us[1].Side = 0 },
		"all on one tile": func(m *Match, us []*Unit) {
			for _, u := range us {
				u.Tile = grid.C(3, 3)
			}
		},
		"units on rock": func(m *Match, us []*Unit) {
			for _, u := range us {
				u.Tile = grid.C(0, 0)
			}
		},
		"state side -1": func(m *Match, us []*Unit) { us[2].ID, us[2].HP, us[2].Side = 50, 10, -1 },
		"state side 5":  func(m *Match, us []*Unit) { us[2].ID, us[2].HP, us[2].Side = 50, 10, 5 },
		"state carry what": func(m *Match, us []*Unit) {
			us[2].ID, us[2].HP, us[2].Side, us[2].CarryWhat, us[2].Carry, us[2].Act = 50, 10, 0, 9, 10, OrderReturn
		},
		"state act 200": func(m *Match, us []*Unit) { us[2].ID, us[2].HP, us[2].Act, us[2].Then = 50, 10, 200, 201 },
		"state path far": func(m *Match, us []*Unit) {
			us[2].ID, us[2].HP, us[2].Act, us[2].Routed, us[2].Path, us[2].At = 50, 10, OrderMove, true, []grid.Cell{grid.C(999, -999)}, 0
		},
		"state at past path": func(m *Match, us []*Unit) {
			us[2].ID, us[2].HP, us[2].Act, us[2].Routed, us[2].Path, us[2].At = 50, 10, OrderMove, true, []grid.Cell{grid.C(3, 3)}, 7
		},
		"state at negative": func(m *Match, us []*Unit) {
			us[2].ID, us[2].HP, us[2].Act, us[2].Routed, us[2].Path, us[2].At = 50, 10, OrderMove, true, []grid.Cell{grid.C(3, 3)}, -3
		},
		"state xy huge": func(m *Match, us []*Unit) { us[2].ID, us[2].HP, us[2].X, us[2].Y = 50, 10, 1<<62, -1<<62 },
		"state queue junk": func(m *Match, us []*Unit) {
			us[0].ID, us[0].HP, us[0].Queue, us[0].Train = 51, 100, []string{"zz", "", "hall"}, 99999
		},
		"state build junk": func(m *Match, us []*Unit) {
			us[2].ID, us[2].HP, us[2].Act, us[2].Build, us[2].Target = 50, 10, OrderBuild, "nope", 3
		},
		"state build mine": func(m *Match, us []*Unit) { us[2].ID, us[2].HP, us[2].Act, us[2].Build = 50, 10, OrderBuild, "mine" },
		"state res off map": func(m *Match, us []*Unit) {
			us[2].ID, us[2].HP, us[2].Act, us[2].Res = 50, 10, OrderGather, grid.C(-9, 9999)
		},
		"state tile off map": func(m *Match, us []*Unit) { us[0].ID, us[0].HP, us[0].Tile = 51, 100, grid.C(-9, 9999) },
		"state dup ids": func(m *Match, us []*Unit) {
			for _, u := range us {
				u.ID, u.HP = 7, 10
			}
		},
		"state started bare": func(m *Match, us []*Unit) { m.Started = true },
		"state short fog": func(m *Match, us []*Unit) {
			m.Started, m.Explored, m.Seen, m.Wood = true, []uint8{1}, []uint8{1, 2}, []int{5}
		},
		"state ui junk": func(m *Match, us []*Unit) {
			m.UI = UI{Cam: [2]int{-1 << 40, 1 << 40}, Selected: []int{-1, 0, 9999}, Placing: "mine", Dragging: true, From: [2]int{1 << 40, 0}}
		},
		"state ui groups":     func(m *Match, us []*Unit) { m.UI.Groups[0] = make([]int, 5000); m.UI.Groups[3] = []int{-7} },
		"state ui placing ??": func(m *Match, us []*Unit) { m.UI.Placing = "??" },
		"state markers junk":  func(m *Match, us []*Unit) { m.Markers = []Marker{{X: -1 << 40, Y: 1 << 40, Age: -5, Order: 99}} },
		"state ai junk":       func(m *Match, us []*Unit) { m.AISide, m.AI = 1, AI{Next: -4, Wave: -1 << 40, NextWave: -9} },
		"state ai next huge":  func(m *Match, us []*Unit) { m.AISide, m.AI = 1, AI{Next: 1 << 62} },
		"state step huge":     func(m *Match, us []*Unit) { m.Step = 1<<63 - 5 },
		"state over junk":     func(m *Match, us []*Unit) { m.Over = "maybe" },
		"state nextid huge":   func(m *Match, us []*Unit) { m.NextID = 1<<63 - 1 },
		"state stock neg":     func(m *Match, us []*Unit) { m.Stock = [Sides][2]int{{-1 << 62, -5}, {1 << 62, 1 << 62}} },
	}
	set, err := data.LoadFS(Template(), "tables")
	if err != nil {
		t.Fatal(err)
	}
	for name, mut := range cases {
		t.Run(name, func(t *testing.T) {
			units := []Unit{u("hall", 0, 2, 2), u("mine", 2, 9, 2), u("peasant", 0, 6, 6), u("footman", 0, 7, 7), u("hall", 1, 20, 10), u("footman", 1, 18, 12)}
			r := newRigSet(t, 3, set, input.NewScript(monkey(5, 900)), nil, field(26, 16), true, units...)
			m := r.match()
			m.AISide = 1
			var us []*Unit
			for _, c := range r.me.Children() {
				if x := scenes.Get[Unit](c); x != nil {
					us = append(us, x)
				}
			}
			if len(name) > 6 && name[:6] == "state " {
				r.step(2)
			}
			mut(m, us)
			defer func() {
				if p := recover(); p != nil {
					t.Fatalf("panic: %v", p)
				}
			}()
			r.step(900)
			for _, p := range r.problems {
				if name == "ai side 0" {
					t.Errorf("a problem in a good match: %s", p)
				}
				if strings.Contains(p.String(), "panic") {
					t.Errorf("a panic: %s", p)
				}
			}
			if testing.Verbose() {
				for i, p := range r.problems {
					if i < 4 {
						fmt.Println(name, "|", p.String())
					}
				}
			}
		})
	}
}
