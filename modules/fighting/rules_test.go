package fighting

import (
	"testing"
)

// moveOf returns the index and move named name of side's character.
func (r *rig) moveOf(side int, name string) (int, *Move) {
	r.t.Helper()
	s := r.sys()
	c := s.cs[side]
	for i := range c.Moves {
		if c.Moves[i].Name == name {
			return i, &c.Moves[i]
		}
	}
	r.t.Fatalf("no move %q", name)
	return 0, nil
}

// sys returns the game's fighting system, its view of the scene fresh.
func (r *rig) sys() *system {
	for _, s := range r.g.Systems() {
		if x, ok := s.(*system); ok {
			return x
		}
	}
	r.t.Fatal("no fighting system")
	return nil
}

// press presses actions of player 0 for one step.
func (r *rig) press(actions ...string) {
	r.in.hold(0, actions...)
	r.g.Step()
	r.in.let(0, actions...)
}

// close puts the fighters dist apart in the middle, both free.
func (r *rig) close(dist int) {
	r.f[0].X, r.f[1].X = 400, 400+dist
	r.g.Step()
}

// TestHitboxActiveOnActiveSteps: a jab's hitbox is out exactly on its
// active steps (startup to startup+active-1 of the move), and the move
// ends after its total.
func TestHitboxActiveOnActiveSteps(t *testing.T) {
	r := newRig(t, nil, nil)
	r.start(ModeTraining)
	_, mv := r.moveOf(0, "Standing Jab")
	r.press(ActionLP)
	f := r.f[0]
	for n := 1; n <= mv.Total(); n++ {
		if f.MoveStep != n {
			t.Fatalf("step %d of the jab: MoveStep %d", n, f.MoveStep)
		}
		if out := !f.Hit.Empty(); out != (n >= mv.Startup && n < mv.Startup+mv.Active) {
			t.Errorf("step %d of the jab (startup %d, active %d): hitbox out %v", n, mv.Startup, mv.Active, out)
		}
		r.g.Step()
	}
	if f.Move != -1 {
		t.Errorf("the jab goes on past its %d steps", mv.Total())
	}
}

// freeSteps plays until both fighters are free, returning the steps
// each took to be.
func (r *rig) freeSteps() (a, d int) {
	r.t.Helper()
	for n := 1; n < 200 && (a == 0 || d == 0); n++ {
		r.g.Step()
		if a == 0 && r.f[0].Move < 0 {
			a = n
		}
		if d == 0 && r.f[1].Stun == 0 && !r.f[1].Blocking && r.f[1].Combo == 0 {
			d = n
		}
	}
	return a, d
}

// TestAdvantage: a move that touches gives the advantage block stun −
// (active steps left + recovery), as training shows, and the fighters
// really are free that many steps apart (hit stop freezes both).
func TestAdvantage(t *testing.T) {
	for _, c := range []struct {
		name    string
		action  string
		blocked bool
	}{{"Standing Jab", ActionLP, true}, {"Standing Jab", ActionLP, false}, {"Standing Short", ActionLK, true}, {"Roundhouse", ActionHK, true}, {"Standing Strong", ActionHP, false}} {
		r := newRig(t, nil, nil)
		r.start(ModeTraining)
		r.m.Dummy = btoi(c.blocked)
		r.close(70)
		_, mv := r.moveOf(0, c.name)
		r.press(c.action)
		for i := 0; !r.f[0].Contact; i++ {
			if i > 30 {
				t.Fatalf("%s never touched", c.name)
			}
			r.g.Step()
		}
		f := r.f[0]
		stun := mv.HitStun
		if c.blocked {
			stun = mv.BlockStun
		}
		want := stun - (mv.Startup + mv.Active - 1 - f.MoveStep + mv.Recovery)
		if f.LastBlocked != c.blocked || f.LastAdvantage != want || f.LastStartup != mv.Startup {
			t.Errorf("%s (blocked %v): shown blocked %v, startup %d, advantage %d; want startup %d, advantage %d",
				c.name, c.blocked, f.LastBlocked, f.LastStartup, f.LastAdvantage, mv.Startup, want)
		}
		a, d := r.freeSteps()
		t.Logf("%s blocked %v: free after %d and %d: %+d", c.name, c.blocked, a, d, d-a)
		if d-a != want {
			t.Errorf("%s (blocked %v): the attacker is free after %d steps, the defender after %d: %+d, want %+d", c.name, c.blocked, a, d, d-a, want)
		}
	}
}

// landOn lands side 0's move name on side 1 (by the system, as the hit
// step does).
func (r *rig) landOn(name string) {
	s := r.sys()
	_, mv := r.moveOf(0, name)
	s.land1(r.m, 0, hit{mv: mv})
}

// TestComboScaling: each hit of a combo does Street Fighter V's scaled
// damage (100, 100, 80, 70, ... 10 percent), a new combo starts whole.
func TestComboScaling(t *testing.T) {
	r := newRig(t, nil, nil)
	r.start(ModeCPU)
	r.sys().collect(r.g, nil, r.m)
	_, mv := r.moveOf(0, "Roundhouse")
	d := r.f[1]
	want := []int{100, 100, 80, 70, 60, 50, 40, 30, 20, 10, 10, 10}
	for i, pct := range want {
		before := d.Health
		r.landOn("Roundhouse")
		if got := before - d.Health; got != mv.Damage*pct/100 {
			t.Errorf("hit %d of a combo does %d, want %d (%d%%)", i+1, got, mv.Damage*pct/100, pct)
		}
		if d.Combo != i+1 {
			t.Errorf("after hit %d the combo counts %d", i+1, d.Combo)
		}
	}
	total := 0
	for _, pct := range want {
		total += mv.Damage * pct / 100
	}
	if d.ComboDamage != total {
		t.Errorf("combo damage %d, want %d", d.ComboDamage, total)
	}
	d.Combo, d.Stun = 0, 0
	before := d.Health
	r.landOn("Roundhouse")
	if got := before - d.Health; got != mv.Damage || d.ComboDamage != mv.Damage {
		t.Errorf("a new combo's first hit does %d (combo damage %d), want %d", got, d.ComboDamage, mv.Damage)
	}
}

// TestJuggleLimit: after a launcher, MaxJuggle hits connect in the air;
// the next passes through; on the ground the fighter lies down and
// cannot be hit until it gets up.
func TestJuggleLimit(t *testing.T) {
	r := newRig(t, nil, nil)
	r.start(ModeCPU)
	s := r.sys()
	s.collect(r.g, nil, r.m)
	d, dc := r.f[1], s.cs[1]
	r.landOn("Shoryuken")
	if !d.Air || !d.Knocked || d.Juggle != 0 || d.VY <= 0 {
		t.Fatalf("the launcher left the defender air %v knocked %v juggle %d vy %d", d.Air, d.Knocked, d.Juggle, d.VY)
	}
	for i := 1; i <= MaxJuggle; i++ {
		if !hittable(d, dc) {
			t.Fatalf("juggle hit %d cannot connect", i)
		}
		r.landOn("Standing Jab")
		if d.Juggle != i {
			t.Errorf("after juggle hit %d the count is %d", i, d.Juggle)
		}
	}
	if hittable(d, dc) {
		t.Errorf("a hit connects after %d juggle hits", MaxJuggle)
	}
	d.Y, d.VY = 1, -2
	s.physics(d, dc)
	if d.Air || d.Down != DownSteps || hittable(d, dc) {
		t.Errorf("landing: air %v, down %d, hittable %v; want lying %d steps", d.Air, d.Down, hittable(d, dc), DownSteps)
	}
}

// TestRoundsAndTimer: a round lasts RoundSeconds; when time runs out the
// fighter with more health wins it; a knockout wins it; two rounds win
// the match, which goes back to the title.
func TestRoundsAndTimer(t *testing.T) {
	r := newRig(t, nil, nil)
	r.start(ModeVersus)
	if r.m.Timer != RoundSeconds*60-0 && r.m.Timer != RoundSeconds*60-1 {
		t.Errorf("a round starts with %d steps on the timer, want %d", r.m.Timer, RoundSeconds*60)
	}
	if r.m.Round != 1 {
		t.Errorf("round %d, want 1", r.m.Round)
	}
	r.f[0].Health -= 10
	r.m.Timer = 3
	r.steps(3)
	if r.m.Phase != PhaseRoundEnd || r.m.Announce != "Time" || r.m.Wins != [2]int{0, 1} {
		t.Fatalf("time out: phase %v %q wins %v; want side 1 (more health) to win the round", r.m.Phase, r.m.Announce, r.m.Wins)
	}
	r.steps(EndSteps)
	if r.m.Phase != PhaseIntro || r.m.Round != 2 || r.m.Announce != "Round 2" {
		t.Fatalf("after the round: phase %v round %d %q", r.m.Phase, r.m.Round, r.m.Announce)
	}
	if r.f[0].Health != r.sys().cs[0].Health || r.f[0].X != StartLeft {
		t.Errorf("round 2 starts with health %d at x %d", r.f[0].Health, r.f[0].X)
	}
	r.steps(IntroSteps)
	if r.m.Phase != PhaseFight {
		t.Fatalf("after the intro: phase %v", r.m.Phase)
	}
	r.f[0].Health = 0
	r.g.Step()
	if r.m.Phase != PhaseRoundEnd || r.m.Announce != "K.O." || r.m.Wins != [2]int{0, 2} {
		t.Fatalf("knockout: phase %v %q wins %v", r.m.Phase, r.m.Announce, r.m.Wins)
	}
	r.steps(EndSteps)
	if r.m.Phase != PhaseOver || r.m.Winner != 1 || r.m.Announce != "Player 2 wins" {
		t.Fatalf("two rounds won: phase %v winner %d %q", r.m.Phase, r.m.Winner, r.m.Announce)
	}
	r.steps(OverSteps)
	if r.m.Phase != PhaseTitle {
		t.Errorf("after the result: phase %v, want the title", r.m.Phase)
	}
}

// TestTraining: no timer, full meters, and health fills when a combo ends.
func TestTraining(t *testing.T) {
	r := newRig(t, nil, nil)
	r.start(ModeTraining)
	r.close(70)
	timer := r.m.Timer
	r.press(ActionHP)
	r.steps(5)
	if r.f[1].Health >= r.sys().cs[1].Health {
		t.Fatal("the strong punch did not hit the dummy")
	}
	r.steps(60)
	if r.f[1].Health != r.sys().cs[1].Health || r.f[1].ComboDamage == 0 {
		t.Errorf("after the combo the dummy has %d health (combo damage %d)", r.f[1].Health, r.f[1].ComboDamage)
	}
	if r.m.Timer != timer || r.f[0].Meter != MaxMeter || r.m.Phase != PhaseFight {
		t.Errorf("training: timer %d (was %d), meter %d, phase %v", r.m.Timer, timer, r.f[0].Meter, r.m.Phase)
	}
	// Knocked out, the dummy lies down, then gets up whole.
	r.close(70)
	r.f[1].Health = 1
	r.press(ActionHP)
	r.steps(8)
	if r.f[1].Health != 0 || r.f[1].Down == 0 && !r.f[1].Air {
		t.Fatalf("the dummy at 1 health took a strong punch: health %d, down %d", r.f[1].Health, r.f[1].Down)
	}
	r.steps(DownSteps + 40)
	if r.f[1].Health != r.sys().cs[1].Health || r.f[1].Down != 0 || r.m.Phase != PhaseFight {
		t.Errorf("after a knockout in training the dummy has %d health, down %d, phase %v", r.f[1].Health, r.f[1].Down, r.m.Phase)
	}
}

// TestPlaytestReport: the report names the match's phase and the fighters'
// moves.
func TestPlaytestReport(t *testing.T) {
	r := newRig(t, nil, nil)
	r.start(ModeVersus)
	r.press(ActionHK)
	facts := r.g.PlaytestReport()
	var mr *matchReport
	for _, f := range facts {
		if f.Name == "match" {
			v := f.Value.(matchReport)
			mr = &v
		}
	}
	if mr == nil || mr.Phase != "fight" || mr.Mode != "Versus Player 2" || mr.Seconds != RoundSeconds || len(mr.Fighters) != 2 || mr.Fighters[0].Move != "Roundhouse" {
		t.Errorf("report %+v", mr)
	}
}

// TestSecondPlayer: in versus mode side 1 plays player 1's actions (a
// second machine) and player 0's P2 keys (one keyboard); against the CPU
// neither moves it.
func TestSecondPlayer(t *testing.T) {
	for _, c := range []struct {
		player int
		action string
	}{{1, ActionLeft}, {0, "p2left"}} {
		r := newRig(t, nil, nil)
		r.start(ModeVersus)
		r.in.hold(c.player, c.action)
		r.steps(20)
		if want := StartRight - 20*r.sys().cs[1].Walk; r.f[1].X != want || r.f[0].X != StartLeft {
			t.Errorf("player %d holding %s 20 steps: side 1 at %d, side 0 at %d; want %d and %d", c.player, c.action, r.f[1].X, r.f[0].X, want, StartLeft)
		}
		r.in.let(c.player, c.action)
		r.in.hold(c.player, sets[c.player^1][6])
		r.steps(2)
		if r.f[1].Move < 0 {
			t.Errorf("player %d's kick: side 1 is not in a move", c.player)
		}
	}
}

// TestStepAllocations: a fight's steady step (both fighters walking and
// attacking, the computer deciding) makes less than one allocation on
// average (the timer's text, once a second).
func TestStepAllocations(t *testing.T) {
	r := newRig(t, nil, nil)
	r.start(ModeCPU)
	r.steps(600)
	allocs := testing.AllocsPerRun(600, func() { r.g.Step() })
	t.Logf("%.2f allocations a step", allocs)
	if allocs >= 1 {
		t.Errorf("a fight's step makes %.2f allocations", allocs)
	}
}

// TestBoxesByStep: a move's boxes for some steps (the hurricane kick's
// front, back, front) are its boxes on exactly those steps; chip damage
// and one shot at a time.
func TestBoxesByStep(t *testing.T) {
	r := newRig(t, nil, nil)
	r.start(ModeTraining)
	_, mv := r.moveOf(0, "Tatsumaki")
	if len(mv.HitSteps) != 3 {
		t.Fatalf("Tatsumaki has %d step boxes", len(mv.HitSteps))
	}
	f := r.f[0]
	f.Input.Record(2, 0)
	f.Input.Record(1, 0)
	f.Input.Record(4, ButtonLK)
	r.g.Step()
	for n := 1; n <= mv.Total(); n++ {
		if f.Move < 0 || f.MoveStep != n {
			t.Fatalf("step %d: move %d step %d", n, f.Move, f.MoveStep)
		}
		var want Box
		for _, b := range mv.HitSteps {
			if n >= b.From && n <= b.To && mv.ActiveAt(n) {
				want = b.Box
			}
		}
		if f.Hit != want {
			t.Errorf("step %d: hitbox %v, want %v", n, f.Hit, want)
		}
		r.g.Step()
	}
}

// TestChipAndOneShot: a blocked special does a quarter of its damage, a
// blocked normal none; a second fireball's input does not throw another
// while the first flies.
func TestChipAndOneShot(t *testing.T) {
	r := newRig(t, nil, nil)
	r.start(ModeCPU)
	s := r.sys()
	s.collect(r.g, nil, r.m)
	d := r.f[1]
	d.Input.Record(4, 0)
	before := d.Health
	r.landOn("Standing Strong")
	if d.Health != before || !d.Blocking {
		t.Errorf("a blocked normal took %d (blocking %v)", before-d.Health, d.Blocking)
	}
	_, mv := r.moveOf(0, "Tatsumaki")
	r.landOn("Tatsumaki")
	if got := before - d.Health; got != mv.Damage/ChipDivisor {
		t.Errorf("a blocked special took %d, want %d", got, mv.Damage/ChipDivisor)
	}
	f := r.f[0]
	i, _ := r.moveOf(0, "Hadoken")
	record(&f.Input, "236", ButtonLP)
	if got := choose(f, s.cs[0], false); got != i {
		t.Fatalf("236P chooses move %d, want the Hadoken (%d)", got, i)
	}
	f.Shot.Live = true
	if got := choose(f, s.cs[0], false); got == i {
		t.Error("a second Hadoken comes out while the first flies")
	}
}

// TestThrowTech: a throw lands on a fighter on the ground; the defender's
// LP+LK breaks it; a command grab cannot be broken.
func TestThrowTech(t *testing.T) {
	for _, c := range []struct {
		move  string
		tech  bool
		hurts bool
	}{{"Throw", false, true}, {"Throw", true, false}} {
		r := newRig(t, nil, nil)
		r.start(ModeCPU)
		s := r.sys()
		s.collect(r.g, nil, r.m)
		d := r.f[1]
		if c.tech {
			d.Input.Record(5, ButtonLP|ButtonLK)
		}
		before := d.Health
		r.landOn(c.move)
		if hurt := d.Health < before; hurt != c.hurts || d.Knocked != c.hurts {
			t.Errorf("%s (tech %v): hurt %v, knocked %v; want %v", c.move, c.tech, hurt, d.Knocked, c.hurts)
		}
	}
	// Gant's command grab breaks through a tech.
	r := newRig(t, nil, nil)
	r.start(ModeCPU)
	s := r.sys()
	s.collect(r.g, nil, r.m)
	d := r.f[0]
	d.Input.Record(5, ButtonLP|ButtonLK)
	var grab *Move
	for i := range s.cs[1].Moves {
		if s.cs[1].Moves[i].Name == "Earth Slam" {
			grab = &s.cs[1].Moves[i]
		}
	}
	before := d.Health
	s.land1(r.m, 1, hit{mv: grab})
	if before-d.Health != grab.Damage {
		t.Errorf("the command grab did %d through a tech, want %d", before-d.Health, grab.Damage)
	}
}

// TestCounterHit: a hit on a fighter in its attack's startup does
// CounterDamage percent and CounterStun more stun; on a free one, not.
func TestCounterHit(t *testing.T) {
	for _, attacking := range []bool{false, true} {
		r := newRig(t, nil, nil)
		r.start(ModeCPU)
		s := r.sys()
		s.collect(r.g, nil, r.m)
		d := r.f[1]
		if attacking {
			d.Move, d.MoveStep = 0, 1
		}
		_, mv := r.moveOf(0, "Roundhouse")
		before := d.Health
		r.landOn("Roundhouse")
		dmg, stun := mv.Damage, mv.HitStun
		if attacking {
			dmg, stun = mv.Damage*CounterDamage/100, mv.HitStun+CounterStun
		}
		if before-d.Health != dmg || d.Stun != stun || r.f[0].Counter != attacking {
			t.Errorf("attacking %v: %d damage, %d stun, counter %v; want %d, %d", attacking, before-d.Health, d.Stun, r.f[0].Counter, dmg, stun)
		}
	}
}
