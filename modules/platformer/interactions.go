package platformer

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"math"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/scenes"
)

// The steps of the interactions system.
var (
	// StepCountdowns fills new Health components, counts down invulnerability
	// and knockback, and gives each Respawn its first point (simulate).
	StepCountdowns = runtime.NewStep("PlatformerCountdowns")
	// StepTouches uses the hearts just picked up (items.Items.Use on the
	// taker's Health), then reads the physics step's touches in the order
	// found: triggers, damage and stomps, checkpoints and goals (resolve,
	// after StepGround, which comes after the items system's pickups and the
	// switches system's switches and doors).
	StepTouches = runtime.NewStep("PlatformerTouches")
	// StepRespawn brings back what died or fell below its kill line (resolve,
	// after StepTouches).
	StepRespawn = runtime.NewStep("PlatformerRespawn")
)

// Defaults of zero-valued Health and Damage fields.
const (
	defaultMaxHP           = 3
	defaultInvulnerability = time.Second
	defaultKnockbackTime   = 250 * time.Millisecond
	defaultStompBounce     = 360
)

// defaultKnockback is the knockback of a Health whose Knockback is zero: X away,
// Y up, in world units per second.
var defaultKnockback = griff.V(220, 260)

// interactSystem owns Trigger, Health, Damage, Respawn, Checkpoint and Goal
// (switches, doors, pickups and inventories are the core's: runtime/switches
// and runtime/items). Its one piece of state is what a player
// carries to the next scene; checked (whether the scene's settings were
// checked, see checkScene) only decides when warnings are logged.
type interactSystem struct {
	carry   carried `griff:"state"`
	checked bool    `griff:"-"`
}

// carried is what the player who changed the scene (through a Goal or a
// "scene:Name" action) takes to the next one: its coins (items ItemCoin).
type carried struct {
	Coins   int  `json:"coins"`
	Pending bool `json:"pending"`
}

// SaveState returns the coins being carried to the next scene, as JSON; it
// implements runtime.StateSaver.
func (s *interactSystem) SaveState() ([]byte, error) { return json.Marshal(s.carry) }

// changeScene asks for the scene named name for self's component, noting the
// coins of toucher (a player with an Inventory) to carry over.
func (s *interactSystem) changeScene(g *runtime.Game, self *scenes.Entity, component string, toucher *scenes.Entity, name string, tr sceneflow.Transition) {
	if inv := scenes.Get[items.Inventory](toucher); inv != nil && isPlayer(toucher) {
		s.carry = carried{Coins: inv.Count(ItemCoin), Pending: true}
	}
	sceneflow.Of(g).GoFrom(self, component, sceneflow.Change{Scene: name, Transition: tr})
}

// SceneStarted gives the coins carried to the inventory of the new scene's
// first player (in hierarchy order) with the items system; it implements
// runtime.SceneStarter.
func (s *interactSystem) SceneStarted(g *runtime.Game) {
	s.checked = false
	if !s.carry.Pending {
		return
	}
	its, ok := runtime.LookupService[items.Items](g)
	for e := range scenes.All[items.Inventory](g.Scene()) {
		if ok && isPlayer(e) {
			its.Give(e, items.List{{Name: ItemCoin, Amount: s.carry.Coins}})
			break
		}
	}
	s.carry = carried{}
}

func (*interactSystem) Name() string { return "Platformer.Interactions" }

func (s *interactSystem) Setup(g *runtime.Game) error {
	g.AddStep(StepCountdowns, runtime.InPhase(runtime.PhaseSimulate), s.countDown)
	g.AddStep(StepTouches, runtime.After(StepGround), s.touches)
	g.AddStep(StepRespawn, runtime.After(StepTouches), s.respawnAll)
	return nil
}

func (s *interactSystem) countDown(g *runtime.Game) {
	dt := g.Clock().Delta()
	if !s.checked {
		s.checked = true
		checkScene(g)
	}
	// Read-only (scenes' Change marks), marked where a value changes: a
	// Health at full and not counting down is shared by a Timeline.
	for e, h := range runtime.EachRead[Health](g) {
		if h.Max < 0 || !h.Full || h.Invulnerable != 0 || h.Stunned != 0 {
			e.MarkChanged()
		}
		checkMax(g, e, h)
		if !h.Full {
			h.HP, h.Full = orInt(h.Max, defaultMaxHP), true
		}
		h.Invulnerable = max(h.Invulnerable-dt, 0)
		h.Stunned = max(h.Stunned-dt, 0)
	}
	for e, r := range runtime.EachRead[Respawn](g) {
		if !r.Set {
			e.MarkChanged()
			r.Point, r.Set = e.Transform().Position(), true
		}
	}
}

func (s *interactSystem) touches(g *runtime.Game) {
	useHearts(g)
	w := worldOf(g)
	if w == nil {
		return
	}
	for _, t := range w.Touches() {
		s.meet(g, t.A, t.B, t.Phase, t.Normal)
		s.meet(g, t.B, t.A, t.Phase, t.Normal.Mul(-1))
	}
}

// meet handles what the gameplay components of thing do to toucher; n is the
// contact normal from thing towards toucher.
func (s *interactSystem) meet(g *runtime.Game, thing, toucher *scenes.Entity, phase physics.TouchPhase, n griff.Vec) {
	// thing's components are read, and thing marked changed only before a
	// write (scenes' Change marks): a touch that goes on each step changes
	// no checkpoint reached already, so a Timeline shares its record.
	if tr := scenes.Read[Trigger](thing); tr != nil {
		s.trigger(g, thing, toucher, tr, phase)
	}
	if phase == physics.TouchEnd || !thing.Alive() || !toucher.Alive() {
		return
	}
	if d := scenes.Read[Damage](thing); d != nil {
		hit(g, thing, toucher, d, n)
	}
	if c := scenes.Read[Checkpoint](thing); c != nil && isPlayer(toucher) {
		if r := scenes.Read[Respawn](toucher); r != nil {
			first := !c.Reached
			if p := thing.Transform().WorldPosition(); first || !r.Set || !scenes.SameVec(r.Point, p) {
				toucher.MarkChanged()
				r.Point, r.Set = p, true
			}
			if first {
				thing.MarkChanged()
				c.Reached = true
				saveCheckpoint(g)
			}
		}
	}
	if gl := scenes.Read[Goal](thing); gl != nil && !gl.Reached && isPlayer(toucher) {
		thing.MarkChanged()
		gl.Reached = true
		if gl.Next != "" {
			s.changeScene(g, thing, "Platformer.Goal", toucher, gl.Next, gl.Transition)
		}
	}
}

func (s *interactSystem) trigger(g *runtime.Game, thing, toucher *scenes.Entity, tr *Trigger, phase physics.TouchPhase) {
	if (tr.Who == "" && !isPlayer(toucher)) || (tr.Who != "" && toucher.Name() != tr.Who) {
		return
	}
	switch phase {
	case physics.TouchBegin:
		thing.MarkChanged() // tr was read (meet)
		tr.Inside++
		if tr.Inside == 1 && (!tr.Once || tr.Fired == 0) {
			tr.Fired++
			s.runActions(g, thing, toucher, "Platformer.Trigger", tr.OnEnter)
			emit(g, thing, "Platformer.Trigger", "enter")
		}
	case physics.TouchEnd:
		thing.MarkChanged() // tr was read (meet)
		tr.Inside = max(tr.Inside-1, 0)
		if tr.Inside == 0 {
			s.runActions(g, thing, toucher, "Platformer.Trigger", tr.OnExit)
			emit(g, thing, "Platformer.Trigger", "exit")
		}
	}
}

// useHearts uses every ItemHeart held by an entity with Health and an
// Inventory on that entity (Health.UseItem).
func useHearts(g *runtime.Game) {
	its, ok := runtime.LookupService[items.Items](g)
	if !ok {
		return
	}
	// Read-only (runtime.EachRead): Use marks the entity it takes a heart
	// from, so an inventory without hearts is not marked each step.
	for e, inv := range runtime.EachRead[items.Inventory](g) {
		if !scenes.Has[Health](e) {
			continue
		}
		for n := inv.Count(ItemHeart); n > 0; n-- {
			if its.Use(e, e, ItemHeart) != items.UsedUp {
				break
			}
		}
	}
}

// hit hurts toucher, or lets a player stomp thing when it landed on top of it
// (n, from thing to toucher, points up).
func hit(g *runtime.Game, thing, toucher *scenes.Entity, d *Damage, n griff.Vec) {
	h := scenes.Get[Health](toucher)
	if h == nil || scenes.Has[Damage](toucher) {
		return
	}
	if d.Stompable && n[1] < groundNormal && scenes.Has[Player](toucher) {
		g.Destroy(thing)
		p := scenes.Get[Player](toucher)
		p.Velocity[1] = -orFloat(d.Bounce, defaultStompBounce)
		p.Jumping, p.Cut = true, true
		if b := scenes.Get[physics.Body](toucher); b != nil {
			b.Velocity[1] = p.Velocity[1]
		}
		return
	}
	if h.Invulnerable > 0 || h.HP <= 0 {
		return
	}
	h.HP -= orInt(d.Amount, 1)
	h.Hits++
	h.Invulnerable = max(orDuration(h.Invulnerability, defaultInvulnerability), 0)
	h.Stunned = max(orDuration(h.KnockbackTime, defaultKnockbackTime), 0)
	knockBack(toucher, thing, h)
}

// knockBack throws toucher away from thing: sideways and up for a Player, straight
// away for anything else.
func knockBack(toucher, thing *scenes.Entity, h *Health) {
	kb := h.Knockback
	if kb == (griff.Vec{}) {
		kb = defaultKnockback
	}
	away := toucher.Transform().WorldPosition().Sub(thing.Transform().WorldPosition())
	var v griff.Vec
	if p := scenes.Get[Player](toucher); p != nil {
		side := math.Copysign(1, away[0])
		if away[0] == 0 {
			side = -float64(orInt(p.Facing, 1))
		}
		v = griff.V(side*kb[0], -kb[1])
		p.Velocity, p.Carry, p.Jumping, p.Cut = v, griff.Vec{}, true, true
	} else if l := away.Len(); l > 0 {
		v = away.Mul(kb[0] / l)
	}
	if td := scenes.Get[TopDown](toucher); td != nil {
		td.Velocity = v
	}
	if b := scenes.Get[physics.Body](toucher); b != nil {
		b.Velocity = v
	}
}

func (s *interactSystem) respawnAll(g *runtime.Game) {
	for e, r := range runtime.EachRead[Respawn](g) { // respawn marks e
		h := scenes.Read[Health](e)
		fell := r.KillY != 0 && e.Transform().Position()[1] > r.KillY
		if fell || h != nil && h.Full && h.HP <= 0 {
			respawn(e, r, h)
		}
	}
	for e, h := range runtime.EachRead[Health](g) {
		if h.Full && h.HP <= 0 && !scenes.Has[Respawn](e) {
			g.Destroy(e)
		}
	}
}

// respawn puts e back at its respawn point, stopped, with full health and a
// fresh invulnerability window.
func respawn(e *scenes.Entity, r *Respawn, h *Health) {
	e.MarkChanged() // r and h may have been read only
	if r.Set {
		e.Transform().Teleport(r.Point)
	}
	r.Respawns++
	if b := scenes.Get[physics.Body](e); b != nil {
		b.Velocity = griff.Vec{}
	}
	if p := scenes.Get[Player](e); p != nil {
		p.Velocity, p.Carry, p.Ground = griff.Vec{}, griff.Vec{}, griff.Vec{}
		p.Grounded, p.Jumping, p.Cut, p.Buffered = false, false, false, false
	}
	if td := scenes.Get[TopDown](e); td != nil {
		td.Velocity = griff.Vec{}
	}
	if h != nil {
		h.HP, h.Full, h.Deaths = orInt(h.Max, defaultMaxHP), true, h.Deaths+1
		h.Invulnerable = max(orDuration(h.Invulnerability, defaultInvulnerability), 0)
		h.Stunned = 0
	}
}

// AppendSnapshot appends the coins carried to the next scene; it implements
// runtime.Snapshotter.
func (s *interactSystem) AppendSnapshot(buf []byte) ([]byte, error) {
	pending := byte(0)
	if s.carry.Pending {
		pending = 1
	}
	return append(binary.LittleEndian.AppendUint64(buf, uint64(int64(s.carry.Coins))), pending), nil
}

// RestoreSnapshot puts back what AppendSnapshot wrote; it implements
// runtime.Snapshotter and returns an error for anything else.
func (s *interactSystem) RestoreSnapshot(data []byte) error {
	if len(data) != 9 || data[8] > 1 {
		return errors.New("platformer: snapshot: not the coins carried")
	}
	s.carry = carried{Coins: int(int64(binary.LittleEndian.Uint64(data))), Pending: data[8] == 1}
	return nil
}
