package battles

import (
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// sideBattle is the one side of a battle's turn order: every fighter acts
// once a round, fastest first.
const sideBattle = "battle"

// actHit is the step of an action's showing at which it is done.
const actHit = 12

// fight is one step's view of the played Battle: its entity, the party,
// the turn order and the fighters. It is rebuilt each step (its slices
// reused) and is not state.
type fight struct {
	s       *system
	g       *runtime.Game
	e       *scenes.Entity
	b       *Battle
	d       *Defs
	pe      *scenes.Entity
	p       *Party
	order   *turns.Order
	heroes  []*scenes.Entity // by slot
	enemies []*scenes.Entity // by slot
	buf     []byte
	cands   []*scenes.Entity // this step's target candidates
}

// collect fills f from the Battle b of entity e and reports whether there
// is one to play.
func (f *fight) collect(s *system, g *runtime.Game, e *scenes.Entity, b *Battle, d *Defs) bool {
	f.s, f.g, f.e, f.b, f.d = s, g, e, b, d
	f.pe, f.p = readParty(g.Scene()) // leave marks it when it writes it
	if f.p == nil {
		g.Problems().Warn(e, "Battles.Battle", "the battle scene has no Battles.Party (on an entity named \"Party\"): nothing is played")
		return false
	}
	if f.order = scenes.Get[turns.Order](e); f.order == nil {
		g.Problems().Warn(e, "Battles.Battle", "the battle has no Griff.TurnOrder: nothing is played")
		return false
	}
	f.heroes, f.enemies = f.heroes[:0], f.enemies[:0]
	for _, c := range e.Children() {
		if x := scenes.Get[Fighter](c); x != nil && c.Alive() {
			if x.Enemy {
				f.enemies = append(f.enemies, c)
			} else {
				f.heroes = append(f.heroes, c)
			}
		}
	}
	return true
}

// inventory returns the party's Inventory for reading only (the item menu
// shows it each step), or nil: read (scenes.Read) once its Start is in it,
// else from the items service, which fills it and marks its entity.
func (f *fight) inventory() *items.Inventory {
	if inv := scenes.Read[items.Inventory](f.pe); inv == nil || inv.Filled {
		return inv
	}
	return f.s.items.Inventory(f.pe)
}

func fighterOf(e *scenes.Entity) *Fighter { return scenes.Get[Fighter](e) }

// key is a fighter's key in Battle.Actor and Battle.Aim.
func key(x *Fighter) int {
	if x.Enemy {
		return 100 + x.Slot
	}
	return x.Slot
}

// byKey returns the fighter entity of key k, or nil.
func (f *fight) byKey(k int) *scenes.Entity {
	for _, side := range [2][]*scenes.Entity{f.heroes, f.enemies} {
		for _, e := range side {
			if key(fighterOf(e)) == k {
				return e
			}
		}
	}
	return nil
}

// warn warns of a mistake of the played Battle.
func (f *fight) warn(format string, args ...any) {
	f.g.Problems().Warn(f.e, "Battles.Battle", format, args...)
}

// play runs the step of the battle's phase.
func (f *fight) play() {
	b := f.b
	f.mend()
	if b.Phase >= PhaseWait && b.Phase <= PhaseTarget && f.ended() {
		return // a side's fighters were destroyed (an agent, a script): no one is left to target
	}
	switch b.Phase {
	case PhaseStart:
		f.start()
		return
	case PhaseWait:
		f.nextTurn()
	case PhaseCommand, PhaseList, PhaseTarget:
		f.menu()
	case PhaseAct:
		f.act()
	case PhaseWon, PhaseLost, PhaseFled:
		for _, a := range f.s.presses(f.g, b.Player) {
			if a == ActionConfirm {
				f.leave()
				break
			}
		}
	}
	for _, side := range [2][]*scenes.Entity{f.heroes, f.enemies} {
		for _, e := range side {
			if a := scenes.Get[turns.Actor](e); a != nil {
				a.Initiative = fighterOf(e).Speed()
			}
		}
	}
}

// mend warns of state a scene file set that the battle cannot play on
// from, and mends it: a phase past PhaseDone, or one after the start and
// before PhaseDone with no fighters spawned (an end with none would write
// no heroes back), starts the battle anew; an
// action shown for fewer than 0 steps is shown from 0.
func (f *fight) mend() {
	b := f.b
	if b.Phase > PhaseDone || (b.Phase > PhaseStart && b.Phase < PhaseDone && len(f.heroes)+len(f.enemies) == 0) {
		f.warn("phase %d (%v) with %d fighters cannot be played on; the battle starts anew", b.Phase, b.Phase, len(f.heroes)+len(f.enemies))
		b.Phase = PhaseStart
	}
	if b.Wait < 0 {
		f.warn("wait %d is below 0; it is taken as 0", b.Wait)
		b.Wait = 0
	}
}

// start spawns the party's heroes and the foes, each an actor of the
// battle's one side.
func (f *fight) start() {
	n := 0
	for i, h := range f.p.Heroes {
		if i >= MaxHeroes {
			f.warn("the party has %d heroes; the first %d fight", len(f.p.Heroes), MaxHeroes)
			break
		}
		def := f.d.Heroes[h.ID]
		if def == nil {
			f.warn("the party names no hero %q of the hero table", h.ID)
			continue
		}
		x := Fighter{Name: orDefault(def.Name, def.ID), Row: h.ID, Slot: i, Level: min(max(h.Level, 1), MaxLevel), XP: max(h.XP, 0)}
		def.Stats(&x)
		x.HP, x.MP = x.MaxHP, x.MaxMP
		if h.Set {
			x.HP, x.MP = min(max(h.HP, 1), x.MaxHP), min(max(h.MP, 0), x.MaxMP)
		}
		f.g.Spawn(f.fighterTemplate(x, def.Look), f.e, heroAt(i), nil)
		n++
	}
	ids := strings.Fields(f.p.Foes)
	if len(ids) > MaxEnemies {
		f.warn("the battle names %d foes; the first %d fight", len(ids), MaxEnemies)
		ids = ids[:MaxEnemies]
	}
	var names []string
	for i, id := range ids {
		def := f.d.Enemies[id]
		if def == nil {
			f.warn("the battle names no enemy %q of the enemy table", id)
			continue
		}
		st := def.Stats
		x := Fighter{Name: enemyName(def, ids, i), Row: id, Enemy: true, Slot: i, Level: 1,
			HP: st[StatHP], MaxHP: st[StatHP], MP: st[StatMP], MaxMP: st[StatMP],
			Atk: st[StatAtk], Def: st[StatDef], Mag: st[StatMag], Spr: st[StatSpr], Spd: st[StatSpd]}
		f.g.Spawn(f.fighterTemplate(x, def.Look), f.e, enemyAt(i, len(ids)), nil)
		names = append(names, x.Name)
	}
	b := f.b
	b.Seen, b.Rounds = f.order.Turns, 0
	switch {
	case n == 0:
		f.warn("the party has no hero to fight: the battle is lost")
		b.Phase, b.Message = PhaseLost, "No one can fight."
	case len(names) == 0:
		f.warn("the battle has no foe: it is won")
		b.Phase, b.Message = PhaseWon, "No foe is here."
	default:
		b.Phase, b.Message = PhaseWait, strings.Join(names, ", ")+" appear!"
	}
}

// enemyName is the name of enemy i of ids: its table name, with a letter
// when the battle has more than one of it ("Slime A", "Slime B"), as in
// Final Fantasy and Dragon Quest.
func enemyName(def *EnemyDef, ids []string, i int) string {
	name := orDefault(def.Name, def.ID)
	same, before := 0, 0
	for j, id := range ids {
		if id == ids[i] {
			same++
			if j < i {
				before++
			}
		}
	}
	if same < 2 {
		return name
	}
	return name + " " + string(rune('A'+before))
}

// fighterTemplate returns a template of fighter x with look, an actor of
// the battle's side.
func (f *fight) fighterTemplate(x Fighter, look int) *scenes.Template {
	sc := scenes.NewScene("fighter", nil)
	e := sc.NewEntity(x.Name, nil)
	x.Shown = visual.NewSmoothed(float64(x.HP))
	scenes.Add(e, x)
	scenes.Add(e, turns.Actor{Side: sideBattle, Initiative: x.Speed()})
	scenes.Add(e, visual.Sprite{Image: DefaultFighterImage, Region: visual.RegionOf(look*fighterBox, 0, fighterBox, fighterBox),
		Pivot: griff.V(0.5, 1), FlipX: !x.Enemy})
	label(sc, e, "Name", griff.V(0, 28), visual.Text{Text: x.Name, Size: 13, Color: colorText, Pivot: griff.V(0.5, 0.5)})
	label(sc, e, "Pop", griff.V(0, -fighterBox), visual.Text{Size: 22, Color: colorDamage, Pivot: griff.V(0.5, 0.5), DrawOrder: visual.DrawOrder{Layer: 5}})
	return scenes.NewTemplate(x.Name, e)
}

// label adds a child of e with a Text component.
func label(sc *scenes.Scene, e *scenes.Entity, name string, at griff.Vec, t visual.Text) {
	l := sc.NewEntity(name, e)
	l.Transform().SetPosition(at)
	scenes.Add(l, t)
}

// nextTurn begins the turn the turn order gave: a fallen fighter's ends at
// once, a sleeping one's after it shows, a hero's opens the menu and an
// enemy's picks its move.
func (f *fight) nextTurn() {
	b := f.b
	cur := f.s.turns.Current()
	if cur == nil || f.order.Turns == b.Seen {
		return
	}
	b.Seen = f.order.Turns
	x := fighterOf(cur)
	if x == nil || !x.Alive() {
		f.s.turns.EndTurn(cur)
		return
	}
	if f.order.Round != b.Rounds {
		b.Rounds = f.order.Round
	}
	x.Defending = false
	b.Actor, b.Skill, b.Item, b.Aim, b.Wait = key(x), "", "", -1, 0
	switch {
	case x.Has(StatusSleep):
		b.Phase, b.Message = PhaseAct, x.Name+" is asleep."
	case !x.Enemy:
		b.Phase, b.Menu, b.Message = PhaseCommand, 0, x.Name+"'s turn."
	default:
		f.enemyMove(x)
	}
}

// enemyMove picks enemy x's move and target from its AI (the game's Rand)
// and shows it.
func (f *fight) enemyMove(x *Fighter) {
	b := f.b
	b.Phase = PhaseAct
	var ai []Choice
	if def := f.d.Enemies[x.Row]; def != nil {
		ai = def.AI
	}
	b.Skill = Choose(ai, f.d.Skills, x.MP, f.g.Rand())
	d := f.d.Skills[b.Skill]
	if d == nil {
		b.Skill, b.Message = "", x.Name+" waits."
		return
	}
	b.Message = x.Name + " uses " + d.Name + "."
	switch d.Target {
	case TargetOne:
		if t := f.pick(f.foesOf(x)); t != nil {
			b.Aim = key(fighterOf(t))
		}
	case TargetAlly:
		low, best := (*scenes.Entity)(nil), 2.0
		for _, e := range f.side(x.Enemy) {
			if y := fighterOf(e); y.Alive() {
				if r := float64(y.HP) / float64(max(y.MaxHP, 1)); r < best {
					low, best = e, r
				}
			}
		}
		if low != nil {
			b.Aim = key(fighterOf(low))
		}
	case TargetSelf:
		b.Aim = key(x)
	}
}

// pick returns one of es by the game's Rand, or nil.
func (f *fight) pick(es []*scenes.Entity) *scenes.Entity {
	if len(es) == 0 {
		return nil
	}
	return es[f.g.Rand().IntN(len(es))]
}

// side returns the heroes, or the enemies when enemy.
func (f *fight) side(enemy bool) []*scenes.Entity {
	if enemy {
		return f.enemies
	}
	return f.heroes
}

// foesOf returns x's foes standing (in f.cands).
func (f *fight) foesOf(x *Fighter) []*scenes.Entity {
	f.cands = f.cands[:0]
	for _, e := range f.side(!x.Enemy) {
		if fighterOf(e).Alive() {
			f.cands = append(f.cands, e)
		}
	}
	return f.cands
}

// alliesOf returns x's side (in f.cands): the standing, and the fallen
// too when fallen (for a revive).
func (f *fight) alliesOf(x *Fighter, fallen bool) []*scenes.Entity {
	f.cands = f.cands[:0]
	for _, e := range f.side(x.Enemy) {
		if fallen || fighterOf(e).Alive() {
			f.cands = append(f.cands, e)
		}
	}
	return f.cands
}

// act shows the action chosen for ActSteps: at actHit it is done, at the
// end the turn ends (poison, statuses count down) and the battle may end.
func (f *fight) act() {
	b := f.b
	b.Wait++
	ue := f.byKey(b.Actor)
	if ue == nil {
		b.Phase = PhaseWait
		return
	}
	u := fighterOf(ue)
	if b.Wait == actHit && b.Skill != "" {
		f.perform(u)
		if f.ended() {
			return
		}
	}
	if b.Wait < ActSteps {
		return
	}
	if n := u.EndTurn(); n > 0 {
		popNumber(u, n, false, "")
		if !u.Alive() {
			b.Message = u.Name + " falls to poison."
		}
	}
	if f.ended() {
		return
	}
	b.Phase = PhaseWait
	f.s.turns.EndTurn(ue)
}

// perform does the Battle's Skill (or Item) of user u on its targets.
func (f *fight) perform(u *Fighter) {
	b := f.b
	d := f.d.Skills[b.Skill]
	if d == nil {
		return
	}
	if b.Item != "" {
		if !f.s.items.Pay(f.pe, nil, items.List{{Name: b.Item, Amount: 1}}) {
			b.Message = "No " + b.Item + " is left."
			return
		}
	} else {
		u.MP = max(u.MP-d.MP, 0)
	}
	var targets []*scenes.Entity
	switch d.Target {
	case TargetAll:
		targets = f.foesOf(u)
	case TargetAllies:
		targets = f.alliesOf(u, false)
	default:
		t := f.byKey(b.Aim)
		if d.Target == TargetSelf {
			t = f.byKey(key(u))
		}
		if d.Target == TargetOne && (t == nil || !fighterOf(t).Alive()) {
			t = f.pick(f.foesOf(u)) // the one aimed at fell: another
		}
		if t == nil {
			return
		}
		f.cands = append(f.cands[:0], t)
		targets = f.cands
	}
	for _, te := range targets {
		t := fighterOf(te)
		scale := 1.0
		if def := f.d.Enemies[t.Row]; t.Enemy && def != nil {
			scale = ElementScale(d.Element, def.Weak, def.Resist)
		}
		o, err := Apply(d, u, t, scale, f.g.Rand())
		if err != nil {
			f.g.Problems().Warn(f.e, "Battles.Battle", "%s: skill %q: %v", SkillTable, d.ID, err)
		}
		word := ""
		switch {
		case o.Scale > 1:
			word = "weak!"
		case o.Scale < 1:
			word = "resist"
		case o.Status != "" && !o.Cured:
			word = o.Status
		case o.Cured:
			word = "cured"
		}
		if o.MP {
			word = "MP"
		}
		if d.Kind == KindDamage || o.Amount > 0 {
			popNumber(t, o.Amount, o.Healed || o.MP, word)
		} else if word != "" {
			popWord(t, word)
		}
	}
}

// ended ends the battle when a side has no one standing, and reports
// whether it did.
func (f *fight) ended() bool {
	standing := func(es []*scenes.Entity) bool {
		for _, e := range es {
			if fighterOf(e).Alive() {
				return true
			}
		}
		return false
	}
	switch {
	case !standing(f.enemies):
		f.won()
	case !standing(f.heroes):
		f.b.Phase, f.b.Message = PhaseLost, "The party has fallen..."
	default:
		return false
	}
	return true
}

// won gives each hero standing the foes' experience and raises their
// levels.
func (f *fight) won() {
	b := f.b
	gained := 0
	for _, e := range f.enemies {
		if def := f.d.Enemies[fighterOf(e).Row]; def != nil {
			gained += def.XP
		}
	}
	b.Phase, b.Gained = PhaseWon, gained
	msg := "Victory! " + itoa(gained) + " XP each."
	for _, e := range f.heroes {
		x := fighterOf(e)
		def := f.d.Heroes[x.Row]
		if !x.Alive() || def == nil {
			continue
		}
		x.XP = min(x.XP+gained, 1<<30)
		if lv := def.Level(x.Level, x.XP, f.g.Rand()); lv > x.Level {
			x.Level = lv
			def.Stats(x)
			msg += " " + x.Name + " is level " + itoa(lv) + "!"
		}
	}
	b.Message = msg
}

// flee tries to run from the battle with hero u: it works when the
// party's fastest is at least as fast as the foes' fastest, else on a
// coin flip of the game's Rand; a battle with NoFlee cannot be run from.
func (f *fight) flee(u *Fighter) {
	b := f.b
	b.Phase, b.Skill, b.Wait = PhaseAct, "", 0
	if f.p.NoFlee {
		b.Message = "There is no running from this fight!"
		return
	}
	fast := func(es []*scenes.Entity) int {
		s := 0
		for _, e := range es {
			if x := fighterOf(e); x.Alive() {
				s = max(s, x.Speed())
			}
		}
		return s
	}
	if fast(f.heroes) >= fast(f.enemies) || f.g.Rand().IntN(2) == 0 {
		b.Phase, b.Message = PhaseFled, "You got away!"
		return
	}
	b.Message = u.Name + " could not get away!"
}

// leave writes the heroes back to the Party with the result and goes back
// to the scene the battle came from.
func (f *fight) leave() {
	b, p := f.b, f.p
	f.pe.MarkChanged() // p was read (collect)
	for _, e := range f.heroes {
		x := fighterOf(e)
		if x.Slot < 0 || x.Slot >= len(p.Heroes) {
			continue
		}
		h := &p.Heroes[x.Slot]
		h.Level, h.XP, h.HP, h.MP, h.Set = x.Level, x.XP, x.HP, x.MP, true
	}
	switch b.Phase {
	case PhaseWon:
		p.Result = ResultWon
		p.Won++
	case PhaseLost:
		p.Result = ResultLost
		p.Lost++
	default:
		p.Result = ResultFled
	}
	b.Phase = PhaseDone
	if p.From == "" {
		f.warn("the party does not say which scene the battle came from (Battles.Party.from): it stays")
		return
	}
	f.s.flow.GoFrom(f.e, "Battles.Battle", sceneflow.Change{Scene: p.From,
		Transition: sceneflow.Transition{Kind: sceneflow.KindFade, Seconds: 0.5}})
}
