package tables

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/scenes"
)

// fill sets comp's saved fields from row r of t through the component model: the
// cells that fit go in with one ComponentType.Decode, and if that fails they go in
// one field at a time, to name the culprit. It returns how many fields the row
// names and the errors of the cells that did not fit (each warned about).
func (s *system) fill(e *scenes.Entity, ct *scenes.ComponentType, comp any, t *table.Table, r int) (int, error) {
	type cellValue struct {
		f scenes.Field
		c int
		v []byte
	}
	var errs []error
	var fits []cellValue
	matched := 0
	obj := []byte{'{'}
	for _, f := range ct.Fields() {
		c, ok := t.ColumnIndex(f.Key)
		if !ok {
			continue
		}
		matched++
		v, err := s.cellJSON(f, t, r, c)
		if err != nil {
			errs = append(errs, s.warn(e, ct.Name(), mismatch(f, t, r, c, err)))
			continue
		}
		if len(fits) > 0 {
			obj = append(obj, ',')
		}
		fits = append(fits, cellValue{f, c, v})
		obj = appendMember(obj, f.Key, v)
	}
	if len(fits) > 0 && ct.Decode(comp, append(obj, '}')) != nil {
		for _, fv := range fits {
			if err := ct.Decode(comp, append(appendMember([]byte{'{'}, fv.f.Key, fv.v), '}')); err != nil {
				if inner := errors.Unwrap(err); inner != nil {
					err = inner // drop Decode's prefix; mismatch names the cell and field
				}
				errs = append(errs, s.warn(e, ct.Name(), mismatch(fv.f, t, r, fv.c, err)))
			}
		}
	}
	return matched, errors.Join(errs...)
}

// appendMember appends "key":v to a JSON object being written.
func appendMember(obj []byte, key string, v []byte) []byte {
	k, _ := json.Marshal(key)
	return append(append(append(obj, k...), ':'), v...)
}

// mismatch returns the error of a cell that does not fit field f.
func mismatch(f scenes.Field, t *table.Table, r, c int, err error) error {
	return fmt.Errorf("tables: %s[%s].%s (%q) does not fit field %s (%v): %w: %v",
		t.Name(), t.ID(r), t.Column(c).Name, t.Cell(r, c), f.Key, f.Type, ErrCellMismatch, err)
}

var durationType = reflect.TypeFor[time.Duration]()

// cellJSON returns the JSON value that fills field f from cell (r, c) of t.
func (s *system) cellJSON(f scenes.Field, t *table.Table, r, c int) ([]byte, error) {
	col := t.Column(c)
	kind := f.Type.Kind()
	switch {
	case kind == reflect.String:
		text := t.Cell(r, c)
		switch col.Type {
		case table.TypeText:
			text = t.Text(r, c)
		case table.TypeRef:
			text = t.Ref(r, c)
		}
		return json.Marshal(text)
	case col.Type == table.TypeText:
		text := strings.TrimSpace(t.Text(r, c))
		if !json.Valid([]byte(text)) {
			return nil, errors.New("a text cell fills a field of this type only with a JSON value")
		}
		return []byte(text), nil
	case col.Type == table.TypeRef:
		return nil, errors.New("a ref cell fills only string fields")
	}
	cell, err := s.set.Cell(t.Name(), t.ID(r), col.Name)
	if err != nil {
		return nil, err
	}
	v, err := s.set.Eval(cell, s.g.Rand())
	if err != nil {
		return nil, err
	}
	return numberJSON(f.Type, col.Type, v)
}

// numberJSON formats v for a field of type ft, checking that it fits.
func numberJSON(ft reflect.Type, ct table.Type, v float64) ([]byte, error) {
	switch kind := ft.Kind(); {
	case ft == durationType:
		ns := math.Round(float64(v * 1e9))
		if !(ns >= math.MinInt64 && ns < math.MaxInt64) {
			return nil, errors.New("too many seconds for a time.Duration")
		}
		return strconv.AppendInt(nil, int64(ns), 10), nil
	case kind == reflect.Bool:
		if ct != table.TypeBool && v != 0 && v != 1 {
			return nil, errors.New("a bool field takes a bool cell or 0 or 1")
		}
		return strconv.AppendBool(nil, v != 0), nil
	case kind >= reflect.Int && kind <= reflect.Int64:
		lim := math.Ldexp(1, ft.Bits()-1)
		return wholeJSON(v, -lim, lim)
	case kind >= reflect.Uint && kind <= reflect.Uintptr:
		return wholeJSON(v, 0, math.Ldexp(1, ft.Bits()))
	case kind == reflect.Float32:
		if math.Abs(v) > math.MaxFloat32 {
			return nil, errors.New("too large for a float32")
		}
		return strconv.AppendFloat(nil, v, 'g', -1, 64), nil
	case kind == reflect.Float64:
		return strconv.AppendFloat(nil, v, 'g', -1, 64), nil
	}
	return nil, errors.New("a number cell fills only number, bool and time.Duration fields")
}

// wholeJSON formats v if it is a whole number in [lo, hi).
func wholeJSON(v, lo, hi float64) ([]byte, error) {
	if v != math.Trunc(v) {
		return nil, errors.New("not a whole number")
	}
	if v < lo || v >= hi {
		return nil, errors.New("out of the field's range")
	}
	return strconv.AppendFloat(nil, v, 'f', -1, 64), nil
}
