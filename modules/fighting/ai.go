package fighting

import "github.com/griffengine/griff/runtime"

// A plan is what the computer does for a while: a list of pads, one a
// step (directions relative to its facing), the last held to the end of
// the plan's length.
type plan struct {
	pads []pad
	// steps is the plan's length; its last pad is held until then.
	steps int
}

// The computer's plans, by Fighter.Plan (see cpu).
var plans = [...]plan{
	{[]pad{{dir: 5}}, 10},                                                                      // 0 stand
	{[]pad{{dir: 6}}, 24},                                                                      // 1 walk in
	{[]pad{{dir: 4}}, 18},                                                                      // 2 walk back
	{[]pad{{dir: 1}}, 24},                                                                      // 3 crouch and block low
	{[]pad{{dir: 5, pressed: ButtonLP}, {dir: 5}}, 12},                                         // 4 jab
	{[]pad{{dir: 2, pressed: ButtonHK}, {dir: 2}}, 30},                                         // 5 sweep
	{[]pad{{dir: 2}, {dir: 3}, {dir: 6, pressed: ButtonLP}}, 40},                               // 6 quarter circle
	{[]pad{{dir: 6}, {dir: 2}, {dir: 3, pressed: ButtonHP}}, 50},                               // 7 dragon punch motion
	{[]pad{{dir: 9}, {dir: 9}, {dir: 5}}, 30},                                                  // 8 jump in
	{[]pad{{dir: 4}}, ChargeSteps + 2},                                                         // 9 charge back
	{[]pad{{dir: 6, pressed: ButtonLP}, {dir: 5}}, 30},                                         // 10 release a charge
	{[]pad{{dir: 5, pressed: ButtonHP}, {dir: 5}}, 20},                                         // 11 heavy punch
	{[]pad{{dir: 2}, {dir: 3}, {dir: 6}, {dir: 2}, {dir: 3}, {dir: 6, pressed: ButtonHP}}, 50}, // 12 super
	{[]pad{{dir: 5, pressed: ButtonLP | ButtonLK}, {dir: 5}}, 30},                              // 13 throw
	{[]pad{{dir: 4}}, 16},                                                                      // 14 block standing
}

// cpu returns the computer's pad this step: it follows its plan and, when
// the plan ends, picks the next from where the fighters stand, with the
// game's Rand (the only randomness of the module).
func (s *system) cpu(g *runtime.Game, m *Match) pad {
	f, o := s.fs[1], s.fs[0]
	if f.Plan < 0 || f.Plan >= len(plans) {
		f.Plan, f.PlanStep = 0, 0
	}
	if f.PlanStep >= plans[f.Plan].steps {
		f.Plan, f.PlanStep = s.decide(g, f, o), 0
	}
	p := &plans[f.Plan]
	pd := p.pads[min(f.PlanStep, len(p.pads)-1)]
	if f.PlanStep >= len(p.pads) {
		pd.pressed = 0
	}
	if f.PlanStep == 0 || f.Move < 0 && f.Stun == 0 {
		f.PlanStep++
	}
	// A jump-in's attack comes at the top of the jump.
	if f.Plan == 8 && f.Air && f.VY == 0 {
		pd.pressed = ButtonHK
	}
	return pd
}

// decide picks the computer's next plan.
func (s *system) decide(g *runtime.Game, f, o *Fighter) int {
	r := g.Rand()
	dist := o.X - f.X
	if dist < 0 {
		dist = -dist
	}
	attacking := o.Move >= 0 || o.Shot.Live
	switch {
	case attacking && dist < 200 && r.IntN(3) > 0:
		return 3 + 11*r.IntN(2)
	case o.Air && dist < 160 && r.IntN(2) == 0:
		return 7
	case f.Meter >= MaxMeter && dist < 260 && r.IntN(3) == 0:
		return 12
	case f.Input.Back >= ChargeSteps:
		return 10
	case dist < 70 && r.IntN(3) == 0:
		return 13
	case dist < 110:
		return [...]int{4, 5, 11, 2, 7}[r.IntN(5)]
	case dist > 300 && r.IntN(2) == 0:
		return [...]int{6, 9, 8}[r.IntN(3)]
	}
	return [...]int{1, 1, 0, 6, 8, 9}[r.IntN(6)]
}

// dummy is training mode's dummy: it stands still, or (Match.Dummy 1)
// blocks: low, or high against a fighter in the air.
func (s *system) dummy(m *Match) pad {
	if m.Dummy == 0 {
		return pad{dir: 5}
	}
	if o := s.fs[0]; o.Air {
		return pad{dir: 4}
	}
	return pad{dir: 1}
}
