package network

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/runtime"
)

// Rollback mode: the numbers, decided here (see RollbackOptions).
const (
	// RollbackDelay is the local input delay of rollback mode by default, in
	// steps (2: 33 ms at 60 steps/s, GGPO's usual setting): the local
	// player's input read at step t is played at step t+2, so a remote input
	// that arrives within 2 steps needs no rollback.
	RollbackDelay = 2
	// RollbackWindow is how many steps of every player's input a Rollback
	// keeps, and so the deepest rollback: 128 steps (2.1 s at 60 steps/s).
	// An input for a step older than that is dropped.
	RollbackWindow = 128
	// RollbackCheckEvery is how many steps apart a Rollback whose link is a
	// DigestLink sends the digest of its confirmed state by default: 60 (once
	// a second at 60 steps/s), so a relay compares the machines' states
	// (RollbackRelay) for one StateDigest a second on each.
	RollbackCheckEvery = 60
)

// RollbackOptions sets up a [Rollback].
type RollbackOptions struct {
	// Players is the number of players, 1 to 4 (rollback mode is for small
	// versus games); 0 means 2.
	Players int
	// Local is the local player's index, 0 to Players-1 (its input events
	// are read as player 0 from the local source and played as this index).
	Local int
	// Delay is the local input delay in steps; 0 means RollbackDelay, less
	// than 0 means none.
	Delay int
	// Link carries the inputs between the machines (see NewRollbackLink);
	// nil means none: a sync test, or a one-machine game.
	Link RollbackLink
	// SyncTest, when more than 0, makes every step a check: after each step
	// the game is rolled back SyncTest steps and re-simulated, and the
	// re-simulated state must have the same fingerprint (runtime.Game's
	// StateDigest, part by part) as the first run. Step returns a
	// *SyncError naming the first part that differed. GGPO's sync test.
	SyncTest int
	// CheckEvery is how many steps apart the state's digest is sent over a
	// Link that is a DigestLink, once every input up to that step is
	// confirmed (the state is then final); 0 means RollbackCheckEvery, less
	// than 0 none.
	CheckEvery int
	// TimelineSeconds is how much game time the rollback's Timeline keeps;
	// 0 or less means enough for RollbackWindow steps plus one.
	TimelineSeconds float64
}

// RollbackLink carries rollback inputs between machines: the inputs of one
// player for a run of steps, sent unreliable and repeated, so a lost packet
// loses nothing.
type RollbackLink interface {
	// SendInputs sends player's inputs of the steps from first on, one
	// payload each (the held actions, see System.Input).
	SendInputs(player int, first griff.Tick, payloads [][]byte) error
	// Receive calls fn with every input that arrived since the last call.
	Receive(fn func(player int, step griff.Tick, payload []byte))
}

// DigestLink is a RollbackLink that also carries digests of the state
// (TransportLink does, to a RollbackRelay that compares them).
type DigestLink interface {
	// SendDigest sends player's digest of the state after step: the first
	// 16 hex digits of SharedFingerprint (runtime.Game.Fingerprint less a
	// Presenter's entities) as a number.
	SendDigest(player int, step griff.Tick, digest uint64) error
}

// stepDigest is the digest of the state after one checked step.
type stepDigest struct {
	step   griff.Tick
	digest uint64
}

// SyncError is what a sync test found: the state after re-simulating Step
// differs from the first run's in Part.
type SyncError struct {
	Step        griff.Tick
	First, Then runtime.StatePart
}

func (e *SyncError) Error() string {
	return fmt.Sprintf("network: sync test: step %d re-simulated differs: first %s, then %s (a nondeterministic system?)", e.Step, e.First, e.Then)
}

// inputRing keeps one player's input payloads by step.
type inputRing struct {
	step  [RollbackWindow]griff.Tick
	data  [RollbackWindow][]byte
	known [RollbackWindow]bool
}

func (r *inputRing) get(s griff.Tick) ([]byte, bool) {
	i := int(s % RollbackWindow)
	if s < 0 || !r.known[i] || r.step[i] != s {
		return nil, false
	}
	return r.data[i], true
}

func (r *inputRing) put(s griff.Tick, p []byte) {
	i := int(s % RollbackWindow)
	r.step[i], r.known[i] = s, true
	r.data[i] = append(r.data[i][:0], p...)
}

// rbPlayer is what a Rollback knows of one player's input.
type rbPlayer struct {
	confirmed inputRing  // inputs as sent by the player
	used      inputRing  // inputs the simulation played (confirmed or predicted)
	frontier  griff.Tick // every step up to it is confirmed
	heard     bool       // an input of theirs arrived
}

// Rollback runs a game in rollback mode: each machine simulates every step
// at once with the inputs it has, predicting a remote player's missing input
// as the one they held last; when an input arrives that differs from what
// was predicted, the game is put back through its Timeline to before that
// step and re-simulated to the present, with Game.SetResimulating on so
// sounds and effects are not played twice. Only inputs cross the network.
//
// Use: give Input(local) to the game's options as its input source, then
// call Step instead of Game.Step. A Rollback must be used from the game's
// goroutine.
type Rollback struct {
	opts      RollbackOptions
	g         *runtime.Game
	tl        *runtime.Timeline
	players   []rbPlayer
	mine      held
	buf, prev []byte
	wrong     griff.Tick // earliest mispredicted step; -1 none
	stats     RollbackStats
	resim     bool
	pending   [][]byte
	digest    []runtime.StatePart
	checks    []stepDigest // digests of checked steps not yet confirmed
	predicted []byte       // inputAt's prediction
	scratch   held         // untimed's
}

// RollbackStats counts what a Rollback did.
type RollbackStats struct {
	Steps       int // live steps taken
	Rollbacks   int // rollbacks done (misprediction or sync test)
	Resimulated int // steps re-simulated
	Deepest     int // the most steps one rollback re-simulated
}

// NewRollback returns a rollback driver with opts; call Attach with the game
// before the first Step. It returns an error for options out of range.
func NewRollback(opts RollbackOptions) (*Rollback, error) {
	if opts.Players == 0 {
		opts.Players = 2
	}
	if opts.Players < 1 || opts.Players > 4 || opts.Local < 0 || opts.Local >= opts.Players {
		return nil, fmt.Errorf("network: rollback: %d players with local player %d; want 1 to 4 players", opts.Players, opts.Local)
	}
	if opts.Delay == 0 {
		opts.Delay = RollbackDelay
	}
	opts.Delay = max(opts.Delay, 0)
	if opts.CheckEvery == 0 {
		opts.CheckEvery = RollbackCheckEvery
	}
	if opts.SyncTest >= RollbackWindow {
		return nil, fmt.Errorf("network: rollback: sync test of %d steps; at most %d", opts.SyncTest, RollbackWindow-1)
	}
	r := &Rollback{opts: opts, players: make([]rbPlayer, opts.Players), wrong: -1}
	for i := range r.players {
		r.players[i].frontier = -1
	}
	return r, nil
}

// Input wraps the local device's source: the returned source plays every
// player's input (the local player's events, read as player 0, delayed by
// Delay steps and played as the Local index; the others' as received or
// predicted). Give it to the game's options.
func (r *Rollback) Input(local input.Source) input.Source { return &rbSource{r: r, local: local} }

// Attach takes the game the rollback drives and starts its Timeline.
func (r *Rollback) Attach(g *runtime.Game) {
	secs := r.opts.TimelineSeconds
	if !(secs > 0) {
		secs = float64(RollbackWindow+1) / float64(g.Clock().StepRate())
	}
	r.g, r.tl = g, runtime.NewTimeline(g, secs)
}

// Stats returns what the rollback did so far.
func (r *Rollback) Stats() RollbackStats { return r.stats }

// Confirmed returns the newest step up to which every player's input is
// known (-1 none): the game's state up to it is final on every machine.
func (r *Rollback) Confirmed() griff.Tick {
	c := r.players[0].frontier
	for i := range r.players {
		c = min(c, r.players[i].frontier)
	}
	return c
}

// Step takes in the inputs that arrived, rolls back and re-simulates if one
// was mispredicted, then takes one step (reading the local input) and, in
// sync-test mode, checks it. It returns an error when a rollback cannot be
// done (the wrong step is older than the Timeline holds, or a restore
// fails) or a sync test fails (*SyncError); the game is then at a step
// boundary and may play on.
func (r *Rollback) Step() error {
	if r.g == nil {
		return errors.New("network: rollback: Step before Attach")
	}
	if r.opts.Link != nil {
		r.opts.Link.Receive(r.take)
	}
	if r.wrong >= 0 {
		from := r.wrong
		r.wrong = -1
		if err := r.rollTo(from - 1); err != nil {
			return err
		}
	}
	r.sendDigests()
	if err := r.tl.Record(); err != nil {
		return err
	}
	r.stepGame()
	r.stats.Steps++
	if n := r.opts.SyncTest; n > 0 && r.g.Clock().Tick() > griff.Tick(n) {
		return r.syncTest(n)
	}
	return nil
}

// rollTo puts the game back to the boundary after step to and re-simulates
// to where it was.
func (r *Rollback) rollTo(to griff.Tick) error {
	now := r.g.Clock().Tick()
	if to >= now {
		return nil
	}
	if err := r.tl.Rewind(to); err != nil {
		return fmt.Errorf("network: rollback to step %d: %w", to, err)
	}
	n := int(now - to)
	r.stats.Rollbacks++
	r.stats.Resimulated += n
	r.stats.Deepest = max(r.stats.Deepest, n)
	r.resim = true
	r.g.SetResimulating(true)
	defer func() { r.resim = false; r.g.SetResimulating(false) }()
	for r.g.Clock().Tick() < now {
		if err := r.tl.Record(); err != nil {
			return err
		}
		r.stepGame()
	}
	return nil
}

// Sync takes in the inputs that arrived and, if one was mispredicted, rolls
// back and re-simulates to the present, without taking a step: for a game
// that waits (a pause, the end of a match) and still wants its state made
// final. It returns the errors of Step's rollback.
func (r *Rollback) Sync() error {
	if r.g == nil {
		return errors.New("network: rollback: Sync before Attach")
	}
	if r.opts.Link != nil {
		r.opts.Link.Receive(r.take)
	}
	if r.wrong < 0 {
		r.sendDigests()
		return nil
	}
	from := r.wrong
	r.wrong = -1
	err := r.rollTo(from - 1)
	r.sendDigests()
	return err
}

// stepGame takes one step (live or re-simulated) and, on a checked step,
// files the state's digest.
func (r *Rollback) stepGame() {
	r.g.Step()
	if _, ok := r.opts.Link.(DigestLink); !ok || r.opts.CheckEvery <= 0 {
		return
	}
	t := r.g.Clock().Tick()
	if t%griff.Tick(r.opts.CheckEvery) != 0 {
		return
	}
	fp := SharedFingerprint(r.g) // the whole Fingerprint without a Presenter
	d, _ := strconv.ParseUint(fp[:16], 16, 64)
	for i := range r.checks {
		if r.checks[i].step == t {
			r.checks[i].digest = d // re-simulated: the newer state counts
			return
		}
	}
	r.checks = append(r.checks, stepDigest{t, d})
}

// sendDigests sends the digests of the checked steps whose inputs are all
// confirmed: a step's state after every rollback it needed is final.
func (r *Rollback) sendDigests() {
	dl, ok := r.opts.Link.(DigestLink)
	if !ok || len(r.checks) == 0 {
		return
	}
	c := r.Confirmed()
	kept := r.checks[:0]
	for _, d := range r.checks {
		if d.step < c {
			_ = dl.SendDigest(r.opts.Local, d.step, d.digest) // reliable; an error means the link is gone
		} else {
			kept = append(kept, d)
		}
	}
	r.checks = kept
}

// syncTest rolls back n steps and checks the state comes out the same.
func (r *Rollback) syncTest(n int) error {
	r.digest = append(r.digest[:0], r.g.StateDigest()...)
	now := r.g.Clock().Tick()
	if err := r.rollTo(now - griff.Tick(n)); err != nil {
		return err
	}
	then := r.g.StateDigest()
	for i := range max(len(then), len(r.digest)) {
		var a, b runtime.StatePart
		if i < len(r.digest) {
			a = r.digest[i]
		}
		if i < len(then) {
			b = then[i]
		}
		if a != b {
			return &SyncError{Step: now, First: a, Then: b}
		}
	}
	return nil
}

// take files one received input, marking a misprediction.
func (r *Rollback) take(player int, step griff.Tick, payload []byte) {
	if player < 0 || player >= len(r.players) || player == r.opts.Local || step < 0 ||
		step <= r.g.Clock().Tick()-RollbackWindow+1 || step > r.g.Clock().Tick()+RollbackWindow/2 {
		return
	}
	var h held
	if !h.read(payload) {
		return
	}
	p := &r.players[player]
	if _, ok := p.confirmed.get(step); ok {
		return
	}
	if p.frontier < 0 && !p.heard {
		// The first input heard from a player starts their stream: steps
		// before it (sent before the connection was up) count as nothing
		// held. Start a match once everyone is connected (a lobby).
		p.heard = true
		p.frontier = step - 1
	}
	p.confirmed.put(step, payload)
	for {
		if _, ok := p.confirmed.get(p.frontier + 1); !ok {
			break
		}
		p.frontier++
	}
	if used, ok := p.used.get(step); ok && !bytes.Equal(used, payload) && (r.wrong < 0 || step < r.wrong) {
		r.wrong = step
	}
	// Later steps were predicted from an older input: a wrong guess there
	// is found when their own inputs arrive, or re-simulated with this one.
}

// inputAt returns player's input for step: confirmed, or the newest
// confirmed before it without its times (the prediction: they hold what
// they held, and pressed nothing new; see untimed). A predicted payload
// lasts until the next call.
func (r *Rollback) inputAt(player int, step griff.Tick) []byte {
	p := &r.players[player]
	if d, ok := p.confirmed.get(step); ok {
		return d
	}
	for s := step - 1; s >= 0 && s > step-RollbackWindow; s-- {
		if d, ok := p.confirmed.get(s); ok {
			r.predicted = untimed(d, r.predicted, &r.scratch)
			return r.predicted
		}
	}
	return emptyHeld
}

var emptyHeld = []byte{0}

// rbSource is a Rollback's input source.
type rbSource struct {
	r     *Rollback
	local input.Source
	tmp   []input.Event
}

// Events implements input.Source: every player's held actions at tick, as
// the events that change them from the step before.
func (src *rbSource) Events(tick griff.Tick, dst []input.Event) []input.Event {
	r := src.r
	if !r.resim {
		src.readLocal(tick)
	}
	for p := range r.players {
		now := r.inputAt(p, tick)
		before, ok := r.players[p].used.get(tick - 1)
		if !ok {
			before = emptyHeld
		}
		var a, b held
		a.read(before)
		b.read(now)
		dst = a.diff(&b, p, tick, dst)
		r.players[p].used.put(tick, now)
	}
	return dst
}

// readLocal reads the local device at tick, files its held actions for
// tick+Delay and sends the newest inputs.
func (src *rbSource) readLocal(tick griff.Tick) {
	r := src.r
	if src.local != nil {
		src.tmp = src.local.Events(tick, src.tmp[:0])
	}
	r.mine.apply(src.tmp)
	src.tmp = src.tmp[:0]
	r.buf = r.mine.appendTo(r.buf[:0])
	if len(r.buf) > session.MaxInput {
		r.buf = append(r.buf[:0], r.prev...) // too many held at once: keep the last
	}
	r.prev = append(r.prev[:0], r.buf...)
	me := &r.players[r.opts.Local]
	at := tick + griff.Tick(r.opts.Delay)
	for s := me.frontier + 1; s < at; s++ { // the delay's first steps: nothing held
		me.confirmed.put(s, emptyHeld)
	}
	me.confirmed.put(at, r.buf)
	me.frontier = at
	if r.opts.Link == nil {
		return
	}
	first := max(0, at-session.InputRedundancy)
	r.pending = r.pending[:0]
	for s := first; s <= at; s++ {
		d, _ := me.confirmed.get(s)
		r.pending = append(r.pending, d)
	}
	_ = r.opts.Link.SendInputs(r.opts.Local, first, r.pending) // unreliable: the next step repeats it
}
