package arc

import (
	"fmt"
	"slices"
)

// binSave is the outline of a binary save: its string table, body, and where its
// latches and arcs start.
type binSave struct {
	doc     binDoc
	latches int   // offset of the latch count
	arcs    int   // offset of the arc count
	n       int   // arcs
	arcAt   []int // offset of each arc record
}

// parseSnapshot reads and checks the whole of a binary save: every record and value
// is well formed and every name is in its string table. It returns an error wrapping
// ErrBadSnapshot that says what is wrong and where.
func parseSnapshot(data []byte) (*binSave, error) {
	if len(data) < len(binMagic) || string(data[:len(binMagic)]) != binMagic {
		if len(data) >= len(binMagic) && string(data[:4]) == binMagic[:4] {
			return nil, fmt.Errorf("%w: version %d, want %d", ErrBadSnapshot, data[4], binMagic[4])
		}
		return nil, fmt.Errorf("%w: it does not start with %q", ErrBadSnapshot, binMagic[:4])
	}
	head := binDoc{data: data}
	n, at, err := head.uvarint(len(binMagic))
	if err != nil {
		return nil, err
	}
	if n > uint64(len(data)) {
		return nil, fmt.Errorf("%w: %d strings in %d bytes", ErrBadSnapshot, n, len(data))
	}
	sv := &binSave{}
	sv.doc.strs = make([]string, n)
	for i := range sv.doc.strs {
		var l uint64
		if l, at, err = head.uvarint(at); err != nil {
			return nil, err
		}
		if l > uint64(len(data)-at) {
			return nil, fmt.Errorf("%w: string %d runs past the end", ErrBadSnapshot, i)
		}
		sv.doc.strs[i] = string(data[at : at+int(l)])
		at += int(l)
	}
	var body uint64
	if body, at, err = head.uvarint(at); err != nil {
		return nil, err
	}
	if body != uint64(len(data)-at) {
		return nil, fmt.Errorf("%w: body of %d bytes, %d left", ErrBadSnapshot, body, len(data)-at)
	}
	sv.doc.data = data[at:]
	return sv, sv.check()
}

func (sv *binSave) check() error {
	d := &sv.doc
	d.indexing, d.children = true, d.children[:0]
	defer func() { d.indexing = false }()
	n, at, err := d.uvarint(0)
	if err != nil {
		return err
	}
	for range n {
		if _, at, err = d.name(at); err != nil {
			return err
		}
		if _, at, err = d.byte1(at); err != nil {
			return err
		}
	}
	sv.latches = 0
	sv.arcs = at
	arcs, at, err := d.uvarint(at)
	if err != nil {
		return err
	}
	if arcs > uint64(len(d.data)) {
		return fmt.Errorf("%w: %d arcs in %d bytes", ErrBadSnapshot, arcs, len(d.data))
	}
	sv.n = int(arcs)
	sv.arcAt = make([]int, 0, sv.n)
	var a binArc
	for i := range sv.n {
		sv.arcAt = append(sv.arcAt, at)
		a.entries, a.frames = a.entries[:0], a.frames[:0]
		if at, err = d.parseArc(at, &a, 0); err != nil {
			return fmt.Errorf("arc %d: %w", i, err)
		}
	}
	if at != len(d.data) {
		return fmt.Errorf("%w: %d bytes after the last arc", ErrBadSnapshot, len(d.data)-at)
	}
	return nil
}

// CheckSnapshot reports whether LoadSnapshot would accept data: it returns the error
// (wrapping ErrBadSnapshot) LoadSnapshot would return, or nil. A host that must make
// its triggers and latches before loading calls it first, so bad data changes
// nothing.
func CheckSnapshot(data []byte) error {
	_, err := parseSnapshot(data)
	return err
}

// LoadSnapshot reads what AppendSnapshot wrote and adds its arcs to s, after the
// arcs s has, in the saved order, exactly as Load does with a JSON save: latches are
// set by name among s's, newArc makes an empty arc of a saved type name (nil drops
// it, reported), each arc is restored following the load ladder, and what could not
// be restored as saved is returned as problems. Arcs that shared one *griff.Rand
// when saved share one again. LoadSnapshot checks the whole of data first: if it is
// not such a save (truncated, edited or of something else) it returns an error
// wrapping ErrBadSnapshot that says what is wrong, and changes nothing; a save
// naming a type that is not registered (see Load) returns an error wrapping
// ErrUnregistered and changes nothing either. It never panics on bad data, and
// panics if called during a tick.
func (s *Scheduler[C]) LoadSnapshot(data []byte, newArc func(typ string) Arc[C]) ([]Problem, error) {
	if s.inTick {
		panic("arc: LoadSnapshot called during a tick")
	}
	sv, err := parseSnapshot(data)
	if err != nil {
		return nil, err
	}
	d := &sv.doc
	_, at, _ := d.uvarint(sv.arcs)
	sess := &loadSession{}
	r := &Reader{core: &s.core, sess: sess, d: d, bin: &binArc{}}
	var problems []Problem
	loaded := s.loadedBuf[:0]
	sess.top = slices.Grow(s.topBuf[:0], sv.n)[:sv.n] // made first: a value may refer to any of them
	var dropped map[int][]Problem
	for i, at := range sv.arcAt {
		typ, next, _ := d.name(at)
		owner, _, _ := d.name(next)
		a, ps := s.makeArcBin(i, typ, owner, newArc, sess)
		sess.top[i] = nil
		if a != nil {
			sess.top[i] = a
		} else if len(ps) > 0 {
			if dropped == nil {
				dropped = map[int][]Problem{}
			}
			dropped[i] = ps
		}
	}
	for i := range sv.n {
		r.bin.entries, r.bin.frames = r.bin.entries[:0], r.bin.frames[:0]
		at, _ = d.parseArc(at, r.bin, 0)
		problems = append(problems, dropped[i]...)
		if a, ok := sess.top[i].(Arc[C]); ok {
			problems = append(problems, loadArcBin(a, r)...)
			loaded = append(loaded, a)
		}
	}
	clear(sess.top)
	s.topBuf = sess.top[:0]
	if sess.err != nil {
		return nil, abandon(loaded, sess.err)
	}
	n, at, _ := d.uvarint(sv.latches)
	for range n {
		var name string
		name, at, _ = d.name(at)
		set := d.data[at] != 0
		at++
		for _, l := range s.latches {
			if l.l.name == name {
				l.l.set, l.l.forgotten = set, false
			}
		}
	}
	for i, a := range loaded {
		s.Add(a)
		loaded[i] = nil
	}
	s.loadedBuf = loaded[:0]
	return problems, nil
}

// makeArcBin makes the arc for entry i of a binary save (newArc), or returns
// why it is dropped.
func (s *Scheduler[C]) makeArcBin(i int, typ, owner string, newArc func(string) Arc[C], sess *loadSession) (a Arc[C], problems []Problem) {
	if typ == "" {
		return nil, []Problem{{Message: fmt.Sprintf("arc %d has no type; dropped", i)}}
	}
	a = newArc(typ)
	if a == nil {
		return nil, []Problem{{Arc: typ, Owner: owner, Message: "unknown arc type; dropped"}}
	}
	if err := checkArcType(typ, a); err != nil && sess.fail(fmt.Errorf("arc %d: %w", i, err)) {
		return nil, nil
	}
	if a.base().core != nil {
		panic("arc: LoadSnapshot's newArc returned an arc that is already in a scheduler")
	}
	return a, nil
}

// loadArcBin loads the arc record r.bin into a, which makeArcBin made for it.
func loadArcBin(a Saveable, r *Reader) (problems []Problem) {
	x := r.bin
	b := a.base()
	b.owner = x.owner
	b.early = x.flags&2 != 0
	if x.flags&1 != 0 {
		b.fault = &Fault{Arc: x.typ, Owner: x.owner, Message: "loaded quarantined: " + x.fault, saved: x.fault}
	}
	r.base, r.arc, r.owner, r.problems = b, x.typ, x.owner, nil
	r.sess.nfr = 0
	defer func() {
		if v := recover(); v != nil { // generated code or a hand-written field reader broke
			b.root = nil
			r.problem("loading panicked (%v); the arc restarts", v)
		}
		problems = r.problems
	}()
	a.ArcLoad(r)
	if len(x.frames) == 0 {
		b.root = nil // not started when saved: it saves as it was
	}
	return nil
}
