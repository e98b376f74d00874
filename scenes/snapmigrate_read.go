package scenes

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unsafe"
)

// Migration reads the component records of a snapshot made by a build whose
// component types differ from this one's, using the writing build's schema
// (TypesSchema). Per component type of the snapshot:
//   - its layout digest matches the type registered under its name (current
//     or former) now: its records are read as ReadSnapshot reads them;
//   - the type changed: each record is read by the old schema and moved onto
//     the new type field by field, by Go field name: the same kind is copied
//     (structs, arrays, slices, pointers and maps field by field and element
//     by element); a number is converted to another number kind when its
//     value is exactly the same there, and otherwise dropped; a field the new
//     type no longer has is dropped; a field the old one did not have keeps
//     the value a new component has (its zero value);
//   - no type has its name any more: its records are dropped.
//
// Warnings returns one line per type that lost something, for the game's
// problem log. A Migration is for one ReadSnapshotMigrating call.
type Migration struct {
	schema *TypesSchema
	plans  []typePlan // by the writing build's registration index
}

type typePlan struct {
	old   *SchemaComponent
	now   *ComponentType // nil: no type of that name now
	fast  bool           // same layout: the type's own codec reads it
	top   []topField     // now's saved and snapshot-only fields
	count int            // records read
	lost  map[string]string
	// The entities whose values did not fit: the first few by name (their
	// path and id) and how many in all; reading is the entity whose record
	// is being placed.
	reading   *Entity
	last      *Entity // the last entity counted in unfitN
	unfitEnts []string
	unfitN    int
	// What placing records of a changed type works out once:
	root    pathNode
	matches map[matchKey]*structMatch
	topTo   []int // per old top field, its new field's index in top, or -1
	topNew  []int // new top fields the old type lacked
}

// topField is one field a component's codec writes.
type topField struct {
	name string
	off  uintptr
	typ  reflect.Type
}

// NewMigration returns the Migration of records written by the build whose
// schema is s into this build's component types.
func NewMigration(s *TypesSchema) *Migration {
	m := &Migration{schema: s, plans: make([]typePlan, len(s.Components))}
	for i := range s.Components {
		p := &m.plans[i]
		p.old = &s.Components[i]
		p.now = TypeNamed(p.old.Name)
		if p.now == nil {
			continue
		}
		p.fast = p.now.snapErr() == nil && TypeLayoutDigest(p.now) == p.old.Digest
		p.top = topFields(p.now)
	}
	return m
}

// Changed reports whether any component type of the schema is not read as
// it was written (changed, renamed or gone).
func (m *Migration) Changed() bool {
	for i := range m.plans {
		if p := &m.plans[i]; !p.fast || p.now.name != p.old.Name {
			return true
		}
	}
	return false
}

func topFields(c *ComponentType) []topField {
	var out []topField
	for _, f := range c.model.fields {
		off, _ := fieldOffset(c.goType, f.index)
		out = append(out, topField{f.Name, off, f.Type})
	}
	for i := range c.goType.NumField() {
		if sf := c.goType.Field(i); snapshotOnly(sf) {
			out = append(out, topField{sf.Name, sf.Offset, sf.Type})
		}
	}
	return out
}

// Warnings returns one line per component type whose records lost
// something in this migration, in the order of the types' names: a type no
// longer registered (its records dropped), or a changed type, naming the
// fields dropped, given their default and whose values did not fit, and the
// entities those values were on (the first three by path and id, as
// "Level/Crate#4", then how many more).
func (m *Migration) Warnings() []string {
	var out []string
	for i := range m.plans {
		p := &m.plans[i]
		switch {
		case p.count == 0:
		case p.now == nil:
			out = append(out, fmt.Sprintf("component %s no longer exists: its %d saved components were dropped", p.old.Name, p.count))
		case len(p.lost) > 0:
			out = append(out, fmt.Sprintf("component %s changed since the save was made: %s%s", p.now.name, p.lostText(), p.unfitText()))
		}
	}
	slices.Sort(out)
	return out
}

// lostText lists the fields lost by reason, each list sorted.
func (p *typePlan) lostText() string {
	byWhy := map[string][]string{}
	for f, why := range p.lost {
		byWhy[why] = append(byWhy[why], f)
	}
	var parts []string
	for _, why := range []string{whyDropped, whyDefault, whyUnfit} {
		if l := byWhy[why]; len(l) > 0 {
			slices.Sort(l)
			parts = append(parts, why+": "+strings.Join(l, ", "))
		}
	}
	return strings.Join(parts, "; ")
}

const (
	whyDropped = "fields dropped (no longer in the type)"
	whyDefault = "fields given their default (new in the type)"
	whyUnfit   = "values dropped (they do not fit the field's new type)"
)

// maxUnfitNamed is how many entities a warning names whose values did not
// fit; the rest are counted.
const maxUnfitNamed = 3

// unfit records that a value of the record being placed did not fit the
// field at n, and on which entity (each entity once).
func (p *typePlan) unfit(n *pathNode) {
	p.note(n, whyUnfit)
	e := p.reading
	if e == nil || e == p.last {
		return
	}
	p.unfitN++
	p.last = e
	if len(p.unfitEnts) < maxUnfitNamed {
		p.unfitEnts = append(p.unfitEnts, e.String())
	}
}

// unfitText names the entities whose values did not fit, or is empty.
func (p *typePlan) unfitText() string {
	if p.unfitN == 0 {
		return ""
	}
	s := " (on " + strings.Join(p.unfitEnts, ", ")
	if more := p.unfitN - len(p.unfitEnts); more > 0 {
		s += fmt.Sprintf(" and %d more", more)
	}
	return s + ")"
}

// note records, the first time only, why the field at n was lost.
func (p *typePlan) note(n *pathNode, why string) {
	if n.noted {
		return
	}
	n.noted = true
	if p.lost == nil {
		p.lost = map[string]string{}
	}
	p.lost[n.path] = why
}

// readComponent reads one component record of the writing build's type
// index ti onto e (see Migration).
func (m *Migration) readComponent(r *snapReader, e *Entity, ti int) error {
	if ti < 0 || ti >= len(m.plans) {
		return fmt.Errorf("component type index %d is not in the save's schema", ti)
	}
	p := &m.plans[ti]
	c := p.now
	if c != nil && e.HasType(c) {
		return fmt.Errorf("component %s is there twice", c.name)
	}
	kept := make([]rawField, r.count(8))
	for i := range kept {
		kept[i] = rawField{key: r.str(), value: r.bytes()}
	}
	p.count++
	if p.fast {
		ref := e.attach(c)
		if len(kept) > 0 {
			e.setKept(ref, kept)
		}
		c.snapCodec().readInto(r, ref.p, 0)
		return wrapRead(r.err, p.old.Name)
	}
	d := &oldDecoder{r: r, s: m.schema}
	v := d.value(&p.old.top, 0, true)
	if err := wrapRead(r.err, p.old.Name); err != nil || c == nil {
		return err
	}
	p.reading = e
	defer func() { p.reading = nil }()
	if c.snapErr() != nil {
		p.unfit(p.root.kid("(the whole component)", ""))
		return nil
	}
	ref := e.attach(c)
	if len(kept) > 0 {
		e.setKept(ref, kept)
	}
	p.placeTop(m.schema, &v, ref.p)
	return nil
}

func wrapRead(err error, name string) error {
	if err != nil {
		return fmt.Errorf("component %s: %w", name, err)
	}
	return nil
}

// oldVal is a value read by an old schema.
type oldVal struct {
	raw   []byte   // a value without references: its bytes; a list of them: all their bytes
	str   string   // a string
	parts []oldVal // a struct's fields (in its order), an array's, slice's or pointer's elements, a map's keys and values in turn
	n     int      // a list's length
	isNil bool     // a nil slice, pointer or map
}

// oldDecoder reads values of a schema's types from a snapshot's bytes, as
// the writing build's codec wrote them (snapcodec.go).
type oldDecoder struct {
	r *snapReader
	s *TypesSchema
}

var errFlag = errors.New("a list, pointer or map flag is neither 0 nor 1")

// value reads a value of t. top is a component's own field list, written
// field by field whatever they hold.
func (d *oldDecoder) value(t *schemaType, depth int, top bool) oldVal {
	r := d.r
	if r.err != nil {
		return oldVal{}
	}
	if depth > maxSnapDepth {
		r.fail(errTooDeep)
		return oldVal{}
	}
	if !t.refs && !top {
		return oldVal{raw: r.take(int(t.size))}
	}
	switch t.kind {
	case reflect.String:
		return oldVal{str: r.str()}
	case reflect.Struct:
		v := oldVal{parts: make([]oldVal, len(t.fields))}
		for i, f := range t.fields {
			if f.inRef {
				v.parts[i] = d.value(&d.s.types[f.typ], depth, false)
			}
		}
		return v
	case reflect.Array:
		return d.list(t.elem, int(t.n), depth)
	}
	if f := r.byte1(); f == 0 || r.err != nil {
		return oldVal{isNil: true}
	} else if f != 1 {
		r.fail(errFlag)
		return oldVal{}
	}
	switch t.kind {
	case reflect.Slice:
		return d.list(t.elem, r.count(int(min(d.s.types[t.elem].size, 1))), depth+1)
	case reflect.Pointer:
		return oldVal{parts: []oldVal{d.value(&d.s.types[t.elem], depth+1, false)}, n: 1}
	default: // a map
		n := r.count(1)
		v := oldVal{parts: make([]oldVal, 0, 2*min(n, 1024)), n: n}
		for range n {
			v.parts = append(v.parts, d.value(&d.s.types[t.key], depth+1, false), d.value(&d.s.types[t.elem], depth+1, false))
		}
		return v
	}
}

// list reads n elements of type elem (an array's or a slice's).
func (d *oldDecoder) list(elem, n, depth int) oldVal {
	et := &d.s.types[elem]
	if !et.refs {
		return oldVal{raw: d.r.take(n * int(et.size)), n: n}
	}
	if n > len(d.r.b) {
		d.r.fail(fmt.Errorf("a list of %d items is more than the data holds", n))
		return oldVal{}
	}
	v := oldVal{parts: make([]oldVal, n), n: n}
	for i := range v.parts {
		v.parts[i] = d.value(et, depth, false)
	}
	return v
}

// placeTop moves a record's old fields onto the new component at p.
func (p *typePlan) placeTop(s *TypesSchema, v *oldVal, at unsafe.Pointer) {
	pl := &placer{s: s, p: p}
	if p.topTo == nil {
		p.matchTop()
	}
	for i, of := range p.old.top.fields {
		j := p.topTo[i]
		if j < 0 {
			p.note(p.root.kid(of.name, "."), whyDropped)
			continue
		}
		dst := reflect.NewAt(p.top[j].typ, unsafe.Add(at, p.top[j].off)).Elem()
		pl.place(&s.types[of.typ], &v.parts[i], dst, p.root.kid(of.name, "."))
	}
	for _, j := range p.topNew {
		p.note(p.root.kid(p.top[j].name, "."), whyDefault)
	}
}

// matchTop works out, once, which new field each old top field goes to and
// which new fields the old type lacked.
func (p *typePlan) matchTop() {
	p.topTo = make([]int, len(p.old.top.fields))
	found := make([]bool, len(p.top))
	for i, of := range p.old.top.fields {
		p.topTo[i] = slices.IndexFunc(p.top, func(f topField) bool { return f.name == of.name })
		if p.topTo[i] >= 0 {
			found[p.topTo[i]] = true
		}
	}
	for j := range p.top {
		if !found[j] {
			p.topNew = append(p.topNew, j)
		}
	}
}

// ReadSnapshotMigrating is ReadSnapshot for a snapshot made by a build whose
// component types may differ from this one's: m (made from that build's
// schema with NewMigration) reads its component records (see Migration).
// After it, m.Warnings says what was lost. Its errors are ReadSnapshot's, and
// one for a record naming a type index the schema does not have.
func ReadSnapshotMigrating(data []byte, problems *Problems, like *Scene, m *Migration) (*Scene, []byte, error) {
	return readSnapshot(data, problems, like, m)
}
