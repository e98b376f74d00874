package scenes

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/griffengine/griff/scenes/internal/jsontree"
)

// component reads one member of an entity's "components" object.
func (r *reader) component(e *Entity, m jsontree.Member, path string) error {
	ct := registry.byName[m.Key]
	if ct == nil { // any JSON value is kept: it is data nobody here can read
		for _, u := range e.unknowns() {
			if u.name == m.Key {
				return r.fail(nil, m.KeyPos, path, ErrFormat, "component %s given twice", m.Key)
			}
		}
		e.setUnknowns(append(e.unknowns(), rawComponent{name: m.Key, data: r.compact(m.Value)}))
		r.s.problems.Report(r.problem(e, m.KeyPos, m.Key,
			"unknown component; its data is kept and saved unchanged"+DidYouMean(m.Key, componentNames())))
		return nil
	}
	if e.HasType(ct) {
		return r.fail(nil, m.KeyPos, path, ErrFormat, "component %s given twice", ct.name)
	}
	n := m.Value
	if err := r.want(n, jsontree.Object, path); err != nil {
		return err
	}
	version := uint64(1)
	if v := n.Get("version"); v != nil {
		var err error
		if version, err = r.uint(v, path+".version", 1, 1<<31); err != nil {
			return err
		}
	}
	ref := e.attach(ct)
	if conv := ct.converts[m.Key]; conv != nil {
		err := r.upgraded(e, ref, n, ct.version, path, conv)
		if err != nil {
			return err
		}
		r.attachedHook(e, ct, ref, n, m)
		return nil
	}
	if int(version) > ct.version {
		r.s.problems.Report(r.problem(e, m.KeyPos, ct.name,
			fmt.Sprintf("saved as version %d, newer than this game's %d; read as it is", version, ct.version)))
	}
	var err error
	if int(version) < ct.version || ct.expand != nil {
		err = r.upgraded(e, ref, n, min(int(version), ct.version), path, nil)
	} else {
		err = r.fields(e, ref, n, path)
	}
	if err != nil {
		return err
	}
	r.attachedHook(e, ct, ref, n, m)
	return nil
}

// attachedHook reports the fields of a read component that its type does not
// have and notes its Attached hook.
func (r *reader) attachedHook(e *Entity, ct *ComponentType, ref *compRef, n *jsontree.Node, m jsontree.Member) {
	for _, k := range e.kept(ref) {
		r.s.problems.Report(r.problem(e, memberPos(n, k.key, m.KeyPos), ct.name, keptMessage(ct, k.key)))
	}
	if a, ok := ref.ptr().(Attacher); ok {
		r.attached = append(r.attached, attachedComp{e, a})
	}
}

// fields reads a component object of the current version: each member sets the
// field saved under its key or a former key, or is kept if the type has no such
// field. Two spellings of one field are an error.
func (r *reader) fields(e *Entity, ref *compRef, n *jsontree.Node, path string) error {
	md := ref.typ().model
	v := ref.typ().ops.value(ref.ptr())
	for j, m := range n.Members {
		if m.Key == "version" {
			continue
		}
		i, ok := md.byKey[m.Key]
		if !ok {
			e.setKept(ref, append(e.kept(ref), rawField{key: m.Key, value: r.compact(m.Value)}))
			continue
		}
		if f := md.fields[i]; len(f.Former) > 0 {
			for _, o := range n.Members[:j] {
				if k, ok := md.byKey[o.Key]; ok && k == i {
					return r.fail(nil, m.KeyPos, path+"."+m.Key, ErrFormat, "%s", twoSpellings(f, o.Key, m.Key))
				}
			}
		}
		if err := md.decodeField(v, md.fields[i], m.Value.Raw(r.data)); err != nil {
			at, inner := r.locate(m.Value, err)
			return r.fail(nil, at, path+"."+m.Key+inner, ErrFormat, "%s", fieldError(err))
		}
	}
	return nil
}

// upgraded runs convert (a former name's conversion, or nil), then the
// upgrade steps from version up to the current one over the component's
// members, then its file form's expansion (Expand), then reads the
// result. Mistakes after an upgrade or expansion are placed at the component,
// since the data has no place in the file; an expansion's *ValueError is
// placed at the value it names.
func (r *reader) upgraded(e *Entity, ref *compRef, n *jsontree.Node, version int, path string, convert UpgradeFunc) error {
	ct := ref.typ()
	fields := make(map[string]json.RawMessage, len(n.Members))
	var order []string
	for _, m := range n.Members {
		if m.Key != "version" {
			fields[m.Key] = json.RawMessage(r.compact(m.Value))
			order = append(order, m.Key)
		}
	}
	filed := maps.Clone(fields) // as the file gives them: its parser checked them
	if convert != nil {
		if err := convert(fields); err != nil {
			return r.fail(n, 0, path, ErrFormat, "reading %s from its former name: %v", ct.name, err)
		}
	}
	for v := version; v < ct.version; v++ {
		if err := ct.upgrades[v](fields); err != nil {
			return r.fail(n, 0, path, ErrFormat, "upgrading %s from version %d: %v", ct.name, v, err)
		}
	}
	fileForm := false // what the data was read through, for errors (made only for one)
	after := func() string {
		switch {
		case convert != nil:
			return "after reading it from its former name"
		case fileForm:
			return "after reading its file form"
		}
		return fmt.Sprintf("after upgrading from version %d", version)
	}
	if ct.expand != nil {
		asFiled := version == ct.version && convert == nil
		changed, err := r.expand(ct, n, fields, path, asFiled)
		if err != nil {
			return err
		}
		if version == ct.version && convert == nil {
			if !changed { // read in place, so mistakes are placed at their field
				return r.fields(e, ref, n, path)
			}
			fileForm = true
		}
	}
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if f, ok := filed[k]; ok && bytes.Equal(f, fields[k]) {
			continue // as the file gives it (a tilemap's thousands of cells, say): valid
		}
		if !plainArray(fields[k]) && !json.Valid(fields[k]) {
			return r.fail(n, 0, path, ErrFormat, "upgrading %s from version %d: key %q is not valid JSON after the upgrade", ct.name, version, k)
		}
	}
	md := ct.model
	val := ct.ops.value(ref.ptr())
	for _, f := range md.fields {
		key, raw, err := f.pick(fields)
		if err != nil {
			return r.fail(n, 0, path+"."+f.Key, ErrFormat, "%s: %v", after(), err)
		}
		if key == "" {
			continue
		}
		if err := md.decodeField(val, f, raw); err != nil {
			return r.fail(n, 0, path+"."+f.Key, ErrFormat, "%s: %s", after(), fieldError(err))
		}
		delete(fields, key)
	}
	// Kept fields: those still there in file order, then new ones by key.
	for _, k := range order {
		if raw, ok := fields[k]; ok {
			e.setKept(ref, append(e.kept(ref), rawField{key: k, value: raw}))
			delete(fields, k)
		}
	}
	rest := make([]string, 0, len(fields))
	for k := range fields {
		rest = append(rest, k)
	}
	slices.Sort(rest)
	for _, k := range rest {
		e.setKept(ref, append(e.kept(ref), rawField{key: k, value: fields[k]}))
	}
	return nil
}

// expand runs ct's ExpandFunc over fields, the members of the component object
// n, and reports whether it changed them. asFiled says fields are n's members
// as the file spells them (no former name's conversion or upgrade step ran),
// so FileContext.Own may give n.
func (r *reader) expand(ct *ComponentType, n *jsontree.Node, fields map[string]json.RawMessage, path string, asFiled bool) (bool, error) {
	before := maps.Clone(fields)
	in := &FileContext{root: r.root, entity: r.entityNode, data: r.data, decoded: &r.decoded}
	if asFiled {
		in.own = n
	}
	err := ct.expand(fields, in)
	if err != nil {
		if ve, ok := errors.AsType[*ValueError](err); ok {
			return false, r.fail(nil, ve.place(n, r.data), path+valuePath(ve.Path), ErrFormat, "%v", ve.Err)
		}
		return false, r.fail(n, 0, path, ErrFormat, "%v", err)
	}
	return !maps.EqualFunc(before, fields, func(a, b json.RawMessage) bool { return bytes.Equal(a, b) }), nil
}

// pick returns the key fields holds f under (its Key or a former key) and its
// value, or "" if it holds none. It returns an error if fields holds f under
// two keys.
func (f Field) pick(fields map[string]json.RawMessage) (string, json.RawMessage, error) {
	key, raw := "", json.RawMessage(nil)
	if v, ok := fields[f.Key]; ok {
		key, raw = f.Key, v
	}
	for _, k := range f.Former {
		v, ok := fields[k]
		if !ok {
			continue
		}
		if key != "" {
			return "", nil, errors.New(twoSpellings(f, key, k))
		}
		key, raw = k, v
	}
	return key, raw, nil
}

// twoSpellings says that a component object gives field f under both keys a
// and b (its key and a former one, or two former ones).
func twoSpellings(f Field, a, b string) string {
	return fmt.Sprintf("gives both %q and %q, two spellings of the field %q; keep only %q", a, b, f.Key, f.Key)
}

// locate returns where inside the value n a json.Unmarshal error of its bytes
// is (the start of the value at fault) and the path inside it, with the
// items' indexes (".clips[0].frames[1].x"; encoding/json's own path,
// ".clips.frames.x", leaves them out), or n's start and "" if the error does
// not say.
func (r *reader) locate(n *jsontree.Node, err error) (int, string) {
	te, ok := err.(*json.UnmarshalTypeError)
	if !ok {
		return n.Start, ""
	}
	at, inner := n.Start, ""
	end := n.Start + int(te.Offset) // the error is just past the bad value
	var find func(x *jsontree.Node, path string)
	find = func(x *jsontree.Node, path string) {
		if x.End == end && x.Start > at {
			at, inner = x.Start, path
		}
		for _, m := range x.Members {
			find(m.Value, path+"."+m.Key)
		}
		x.Unpack(r.data)
		for i, it := range x.Items {
			find(it, fmt.Sprintf("%s[%d]", path, i))
		}
	}
	find(n, "")
	if inner == "" && te.Field != "" {
		inner = "." + te.Field
	}
	return at, inner
}

// fieldError describes a json.Unmarshal error without its "json: " prefix and
// offsets.
func fieldError(err error) string {
	switch e := err.(type) {
	case *json.UnmarshalTypeError:
		return fmt.Sprintf("cannot read a JSON %s as %v", e.Value, e.Type)
	case *json.SyntaxError:
		return "not valid JSON: " + e.Error()
	}
	return err.Error()
}

// keptMessage says that key is not a field of ct and was kept, and names the
// field it was most likely meant to be: a typo in a hand-edited file otherwise
// does nothing and says nothing.
func keptMessage(ct *ComponentType, key string) string {
	msg := fmt.Sprintf("%q is not a field of %s; its value is kept and saved unchanged", key, ct.name)
	if near := nearestField(ct, key); near != "" {
		msg += fmt.Sprintf(" (did you mean %q?)", near)
	}
	return msg
}

// nearestField returns the saved field key of ct closest to key (see Suggest),
// or "" if none is.
func nearestField(ct *ComponentType, key string) string {
	keys := make([]string, len(ct.model.fields))
	for i, f := range ct.model.fields {
		keys[i] = f.Key
	}
	return Suggest(key, keys)
}

// memberPos returns the offset of the key of n's member named key, or def if n
// has none (a kept field that an upgrade renamed).
func memberPos(n *jsontree.Node, key string, def int) int {
	for _, m := range n.Members {
		if m.Key == key {
			return m.KeyPos
		}
	}
	return def
}
