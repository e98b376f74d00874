package runtime

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"strings"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/scenes"
)

// Restore puts back the whole state of a snapshot Game.Snapshot wrote, into
// this same Game: its systems keep their identity. After it the game plays on
// to the same last bit as the game the snapshot was taken of. The order: the
// clock, the Rand, the input state and the scene are put back (when the
// game's scene holds the snapshot's entities, the same ids in the same order
// with the same parents, names, active flags and component types, as
// rollback a few steps back finds it, the scene is restored in place into
// its own entities and components and allocates next to nothing, see
// scenes.Scene.MatchSnapshot; otherwise the scene is a new *scenes.Scene;
// spawns and destroys asked for and not yet done are dropped; an input source that is an input.Seeker, such as an input.Script,
// is moved to the restored step so the game plays the same input again),
// every component's Attached hook runs so components rebuild their
// links and caches (scenes.Scene.Reattach), then each Snapshotter system's
// RestoreSnapshot runs, in setup order, and last each Restorer system's
// Restored.
//
// Restore refuses data with an error saying what is wrong, leaving the game
// unchanged: data cut short, with a wrong check sum (edited), not a snapshot,
// of another format version, made by a build with other component types or
// other Snapshotter systems, or inconsistent. If a system's RestoreSnapshot
// fails, the systems restored before it are put back as they were and its
// error is returned. Restore returns an error if called from inside a step. It
// never panics on bad data.
func (g *Game) Restore(data []byte) error {
	if g.running {
		return errors.New("runtime: Restore called inside a step; call it between steps")
	}
	p, err := parseSnapshot(data, g)
	if err != nil {
		return err
	}
	return g.put(p)
}

// put puts a parsed snapshot in place, rolling back if a system refuses.
func (g *Game) put(p *parsed) error {
	old := struct {
		clock Clock
		rand  []byte
		scene *scenes.Scene
	}{g.clock, g.rand.State(), g.scene}
	oldInput := g.input.state
	backup := g.backup[:0]
	for _, sys := range g.systems {
		if sn, ok := sys.(Snapshotter); ok {
			var b []byte
			if n := len(backup); n < cap(backup) {
				b = backup[:n+1][n][:0] // this system's buffer of the last restore
			}
			b, err := sn.AppendSnapshot(b)
			if err != nil {
				return fmt.Errorf("runtime: restore: keeping system %s's state to roll back to: %w", sys.Name(), err)
			}
			backup = append(backup, b)
		}
	}
	g.backup = backup // the buffers are reused by the next restore
	g.clock = p.clock
	_ = g.rand.Restore(p.rand[:])
	g.input.state = p.input
	g.scene = p.scene
	if p.inPlace != nil {
		g.scene.RestoreSnapshotInPlace(p.inPlace)
	}
	g.commits.reset()
	if sk, ok := g.input.source.(input.Seeker); ok {
		sk.Seek(g.clock.tick)
	}
	g.scene.Reattach()
	i := 0
	for _, sys := range g.systems {
		sn, ok := sys.(Snapshotter)
		if !ok {
			continue
		}
		if err := g.restoreSystem(p, sys, sn, i); err != nil {
			g.clock, g.scene, g.input.state = old.clock, old.scene, oldInput
			_ = g.rand.Restore(old.rand)
			if p.inPlace != nil {
				g.scene.UndoRestoreInPlace()
				g.scene.Reattach()
			}
			g.rollBack(backup, i)
			return fmt.Errorf("runtime: restore: system %s: %w", sys.Name(), err)
		}
		i++
	}
	g.restores++
	for _, sys := range g.systems {
		if r, ok := sys.(Restorer); ok {
			r.Restored(g)
		}
	}
	return nil
}

// Restores returns how many snapshots Restore (and so a Timeline's Rewind, a
// saved game's load, a rollback) has put into this game since it was made;
// a restore that fails does not count. It is not state. A system that keeps
// a cache of what it shows is told of each restore by Restored (see
// Restorer) and need not compare this count.
func (g *Game) Restores() uint64 { return g.restores }

// rollBack puts the first n+1 Snapshotter systems back to their backup state.
func (g *Game) rollBack(backup [][]byte, n int) {
	i := 0
	for _, sys := range g.systems {
		if sn, ok := sys.(Snapshotter); ok && i <= n {
			if err := sn.RestoreSnapshot(backup[i]); err != nil {
				g.problems.Warn(nil, "", "system %s could not take back its own state after a failed restore: %v", sys.Name(), err)
			}
			i++
		}
	}
}

// parseSnapshot checks and reads a whole snapshot. g, when not nil, is the game
// it is for: its Snapshotter systems must be the snapshot's, and its scene
// lends the new scene its file places.
func parseSnapshot(data []byte, g *Game) (*parsed, error) { return parseSnapshotAs(data, g, nil) }

// parseSnapshotAs is parseSnapshot; m, when not nil, reads a snapshot of a
// build with other component types or systems (snapshot_migrate.go).
func parseSnapshotAs(data []byte, g *Game, m *scenes.Migration) (*parsed, error) {
	const head = len(SnapshotMagic) + 4
	if len(data) < head+4 || string(data[:len(SnapshotMagic)]) != SnapshotMagic {
		return nil, snapshotError("it is not a Griff snapshot (no %q header)", SnapshotMagic)
	}
	version := binary.LittleEndian.Uint32(data[len(SnapshotMagic):])
	if version&^snapUnchecked != SnapshotVersion {
		return nil, snapshotError("its format version is %d; this build reads version %d",
			version&^snapUnchecked, SnapshotVersion)
	}
	body := data[:len(data)-4]
	if version&snapUnchecked == 0 && crc32.Checksum(body, crcTable) != binary.LittleEndian.Uint32(data[len(body):]) {
		return nil, snapshotError("its check sum is wrong: the data was cut short or changed")
	}
	return parseBody(body[head:], g, m)
}

// parseBody reads what follows the magic and version (the check sum taken off).
func parseBody(b []byte, g *Game, m *scenes.Migration) (*parsed, error) {
	r := &reader{b: b}
	types := r.take(16)
	list := r.take(int(r.u32()))
	if r.err == nil && [16]byte(types) != scenes.TypesDigest() && m == nil {
		return nil, typesRefusal(list)
	}
	p := &parsed{content: r.str(), migrating: m != nil}
	if m != nil && (r.err == nil && [16]byte(types) != scenes.TypesDigest() || m.Changed()) {
		p.mig = m
	}
	c := &p.clock
	var v [8]uint64
	for i := range v {
		v[i] = r.u64()
	}
	c.stepRate, c.step, c.owed, c.tick, c.now = int(v[0]), time.Duration(v[1]), time.Duration(v[2]), griff.Tick(v[3]), griff.Time(v[4])
	c.delta, c.acc, c.scale = time.Duration(v[5]), int64(v[6]), math.Float64frombits(v[7])
	paused := r.byte1()
	copy(p.rand[:], r.take(16))
	if r.err != nil {
		return nil, snapshotError("the header is cut short")
	}
	if err := checkClock(c, paused); err != nil {
		return nil, snapshotError("the clock: %v", err)
	}
	c.paused = paused == 1
	rest, err := p.input.ReadBinary(r.b)
	if err != nil {
		return nil, snapshotError("%v", err)
	}
	var problems *scenes.Problems
	var like *scenes.Scene
	if g != nil {
		problems, like = g.problems, g.scene
	}
	if p.mig != nil {
		p.scene, rest, err = scenes.ReadSnapshotMigrating(rest, problems, like, p.mig)
	} else if after, ok := matchInPlace(like, rest, p.migrating); ok {
		p.scene, p.inPlace, rest = like, rest, after
	} else {
		p.scene, rest, err = scenes.ReadSnapshot(rest, problems, like)
	}
	if err != nil {
		return nil, snapshotError("%v", err)
	}
	if p.migrating {
		g = nil // systems are matched by name (snapshot_migrate.go)
	}
	if err := p.readSystems(rest, g); err != nil {
		return nil, err
	}
	return p, nil
}

// matchInPlace reports whether the scene part at the start of b can be
// restored into the game's scene sc in place (scenes.Scene.MatchSnapshot:
// the same entities and component types; a restore then reuses them rather
// than making a new scene), and returns the bytes after it. A restore that
// migrates reads a new scene.
func matchInPlace(sc *scenes.Scene, b []byte, migrating bool) ([]byte, bool) {
	if sc == nil || migrating {
		return nil, false
	}
	return sc.MatchSnapshot(b)
}

// checkClock refuses clock values no running clock can have.
func checkClock(c *Clock, paused byte) error {
	switch {
	case c.stepRate <= 0 || c.stepRate > MaxStepRate:
		return fmt.Errorf("step rate %d is not between 1 and %d", c.stepRate, MaxStepRate)
	case c.step != time.Second/time.Duration(c.stepRate):
		return fmt.Errorf("step %v does not match the step rate %d", c.step, c.stepRate)
	case c.owed < 0 || c.owed >= c.step, c.delta < 0, c.acc < 0, c.now < 0:
		return errors.New("a negative or out-of-range time")
	case !(c.scale >= 0 && c.scale <= MaxTimeScale):
		return fmt.Errorf("time scale %v is not between 0 and %d", c.scale, MaxTimeScale)
	case paused > 1:
		return fmt.Errorf("paused flag %d is neither 0 nor 1", paused)
	}
	return nil
}

// readSystems reads the Snapshotter systems' parts, which must name the
// game's Snapshotter systems in order.
func (p *parsed) readSystems(b []byte, g *Game) error {
	r := &reader{b: b}
	n := int(r.u32())
	if r.err != nil || n > len(r.b)/8 {
		return snapshotError("the list of systems is cut short")
	}
	var names []string
	if g != nil {
		names = make([]string, 0, len(g.systems))
		for _, sys := range g.systems {
			if _, ok := sys.(Snapshotter); ok {
				names = append(names, sys.Name())
			}
		}
		if n != len(names) {
			return snapshotError("it holds the state of %d systems; this game has %d that keep state (%v)", n, len(names), names)
		}
	}
	p.systems, p.names = make([][]byte, 0, n), make([]string, 0, n)
	for i := range n {
		nb := r.take(int(r.u32()))
		part := r.take(int(r.u32()))
		if r.err != nil {
			return snapshotError("system %d of %d is cut short", i+1, n)
		}
		var name string
		switch {
		case g == nil:
			name = string(nb)
		case string(nb) != names[i]:
			return snapshotError("system %d is %q; this game's is %q", i+1, nb, names[i])
		default:
			name = names[i] // no copy of the name
		}
		p.systems = append(p.systems, part)
		p.names = append(p.names, name)
	}
	if len(r.b) != 0 {
		return snapshotError("%d bytes are left over after the systems", len(r.b))
	}
	return nil
}

// typesRefusal is the error for a snapshot made by a build with other
// component types: it names them from the list the snapshot records.
func typesRefusal(list []byte) error {
	changes, err := scenes.TypesChanges(list)
	switch {
	case err != nil:
		return snapshotError("it was made by a build of the game with other component types (%v)", err)
	case len(changes) == 0: // the same types in another order: not expected
		return snapshotError("it was made by a build of the game with other component types")
	}
	return snapshotError("it was made by a build of the game with other component types: %s", strings.Join(changes, "; "))
}

// reader reads a snapshot with bounds checks; the first error sticks.
type reader struct {
	b   []byte
	err error
}

func (r *reader) take(n int) []byte {
	if r.err != nil || n < 0 || n > len(r.b) {
		r.err = errors.New("cut short")
		return nil
	}
	out := r.b[:n:n]
	r.b = r.b[n:]
	return out
}

func (r *reader) u64() uint64 {
	if b := r.take(8); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

func (r *reader) u32() uint32 {
	if b := r.take(4); b != nil {
		return binary.LittleEndian.Uint32(b)
	}
	return 0
}

func (r *reader) byte1() byte {
	if b := r.take(1); b != nil {
		return b[0]
	}
	return 0
}

func (r *reader) str() string { return string(r.take(int(r.u32()))) }
