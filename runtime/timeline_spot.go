package runtime

import (
	"slices"
	"sort"
	"strings"

	"github.com/griffengine/griff/scenes"
)

// The Timeline's spot check (issue 12): a rotating check, in play, of the
// records a snapshot shares without reading the entities.
//
// A Timeline shares the record of every entity the scene did not mark
// changed. A write through a read-only accessor (scenes.Read, AllRead,
// ActiveRead, Entity.ReadComponents) or through a pointer kept from an
// earlier step marks nothing, so the ring would keep a stale record and a
// rewind or a rollback would put back a state the game never had. The checked
// mode (Timeline.SetChecked) reads every entity and is for tests; in play,
// each Record reads the next spotEntities entities in hierarchy order (going
// round the scene) and compares each with its record in the snapshot just
// taken (scenes.Entity.SameSnapshotRecord, which reads and allocates nothing
// more than the comparison). An entity that differs has its record written
// again in that snapshot, and the problem log gets one warning per kind of
// difference (the component type, or the transform), naming the entity, so
// the user code that writes without a mark can be found. Snapshots taken
// before it keep what they hold: the check cannot say when the write was.
//
// Decision where the issue was silent: the check reads entities, not groups
// (a group holds order keys, not entities), starting each Record where the
// last stopped; a scene of n entities is read whole every n/32 steps (the
// built-in game's ~300 in about 10 steps, a 10,000-entity scene in about 5
// seconds at 60 steps a second). Its cost is reported by
// BenchmarkTimelineSpotCheck (32 entities compared).

// spotEntities is how many entities one Record's spot check reads: one
// group's worth (groupSize).
const spotEntities = 32

// spotState is the state of a Timeline's spot check (not state of the game:
// where to go on, a buffer, what was warned).
type spotState struct {
	scene   *scenes.Scene
	next    *scenes.Entity // the entity the next check starts at; nil: the first root
	scratch []byte         // a record written to say what differs
	warned  []string       // the kinds of difference warned about, each once
	found   int            // records written again since the timeline was made
}

// SpotFound returns how many records the spot check found stale and wrote
// again since the timeline was made (each an entity written without being
// marked changed).
func (t *Timeline) SpotFound() int { return t.spot.found }

// spotCheck compares the next spotEntities entities of sc with their
// records in m (just recorded) and writes again those that differ. It does
// nothing in checked mode (which reads every entity) or when m shares no
// record. It allocates nothing unless a record differs.
func (t *Timeline) spotCheck(m *moment, sc *scenes.Scene) {
	s := &t.spot
	if t.checked || t.last.Shared == 0 || len(m.groups) == 0 {
		return
	}
	e := s.next
	if s.scene != sc || e == nil || !e.Alive() {
		e = firstEntity(sc)
	}
	for range min(spotEntities, sc.Len()) {
		if e == nil {
			break
		}
		t.spotOne(m, e)
		e = nextEntity(sc, e)
	}
	s.scene, s.next = sc, e
}

// spotOne compares e with its record in m and, if they differ, writes the
// record again and warns.
func (t *Timeline) spotOne(m *moment, e *scenes.Entity) {
	key := e.OrderKey()
	p := t.groupOf(m.groups, key)
	g := t.groups[m.groups[p]]
	k, ok := slices.BinarySearch(g.keys, key)
	if !ok {
		return // not in the records (cannot happen: the marks list every new entity)
	}
	rec := t.bytesOf(g.recs[k])
	if e.SameSnapshotRecord(rec) {
		return
	}
	s := &t.spot
	var diff string
	if diff, s.scratch = e.SnapshotRecordDiff(rec, s.scratch); diff == "" {
		return // the same bytes (SameSnapshotRecord does not compare maps)
	}
	if !t.spotRewrite(m, p, k, e) {
		return
	}
	s.found++
	if slices.Contains(s.warned, diff) {
		return
	}
	s.warned = append(s.warned, diff)
	comp := strings.TrimPrefix(diff, "component ")
	if comp == diff {
		comp = ""
	}
	t.g.problems.Warn(e, comp, "changed without being marked changed (%s differs): written through a read-only "+
		"accessor (scenes.Read, Peek, AllRead, ActiveRead, ReadComponents) or a pointer kept from an earlier step; "+
		"the timeline wrote its record again at step %d, and a rewind to an earlier step may not restore it "+
		"(call Entity.MarkChanged before such a write; warned once per kind of difference)", diff, t.g.clock.tick)
}

// spotRewrite writes e's record again as record k of m's group at place p,
// copying the group first if an earlier snapshot shares it. It reports false
// if the record cannot be written (the group is left as it was).
func (t *Timeline) spotRewrite(m *moment, p int32, k int, e *scenes.Entity) bool {
	rec, err := e.AppendSnapshotRecord(t.rec[:0])
	t.rec = rec
	if err != nil {
		return false
	}
	shared, bytes := t.last.Shared, t.last.Bytes
	old := m.groups[p]
	g := t.groups[old]
	if g.refs > 1 {
		gi := t.newGroup(g.lo)
		ng := t.groups[gi]
		t.keep(ng, g, 0, len(g.keys))
		m.groups[p] = gi
		t.dropGroup(old)
		g = ng
		t.last.New++
		bytes += 8 * len(g.keys)
	}
	r := t.store(rec)
	t.hold(g, r.block)
	g.recs[k] = r
	t.prune(g)
	t.last.Shared, t.last.Bytes = shared-1, bytes+len(rec)
	return true
}

// firstEntity returns sc's first entity in hierarchy order, or nil.
func firstEntity(sc *scenes.Scene) *scenes.Entity {
	if r := sc.Roots(); len(r) > 0 {
		return r[0]
	}
	return nil
}

// nextEntity returns the entity after e in hierarchy order (Scene.Walk),
// going round to the first after the last.
func nextEntity(sc *scenes.Scene, e *scenes.Entity) *scenes.Entity {
	if c := e.Children(); len(c) > 0 {
		return c[0]
	}
	for ; e != nil; e = e.Parent() {
		sibs := sc.Roots()
		if p := e.Parent(); p != nil {
			sibs = p.Children()
		}
		if i := e.SiblingIndex() + 1; i < len(sibs) {
			return sibs[i]
		}
	}
	return firstEntity(sc)
}

// groupOf returns the place in groups of the group that holds key: the last
// whose lowest key is at most key (0 if none is).
func (t *Timeline) groupOf(groups []int32, key uint64) int32 {
	i := sort.Search(len(groups), func(i int) bool { return t.groups[groups[i]].lo > key })
	return int32(max(i-1, 0))
}
