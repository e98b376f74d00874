package runtime

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/scenes"
)

// Errors the Tables service returns (wrapped, with the table, row and column named)
// for data mistakes; each is also written to the game's problem log once.
var (
	// ErrNoRow: a table or a row that the table set does not have.
	ErrNoRow = errors.New("no such table row")
	// ErrCellMismatch: a cell whose value does not fit the field it fills, such as
	// 2.5 for an int field, text for a number, or a formula that fails.
	ErrCellMismatch = errors.New("cell does not fit the field")
)

// Tables is the service of the built-in tables system: the game's table set (the
// tables/ folder, Options.Tables), formulas worked out with the game's random
// stream, and components filled from rows. Find it with Service[Tables](g) or
// Game.Tables. It must be used from the game's goroutine (formulas draw from
// Game.Rand).
//
// Data mistakes (a table, row or column that is not there, a cell that does not
// fit its field, a formula that fails) are returned as errors wrapping ErrNoRow or
// ErrCellMismatch and recorded once in the game's problem log, naming the entity
// and component where they are known; the game goes on.
type Tables interface {
	// Set returns the game's table set; a game made without tables has an empty
	// set, never nil. The set is immutable and may be shared with other games.
	Set() *data.Set
	// Table returns the table called name, or nil and false.
	Table(name string) (*table.Table, bool)
	// Eval returns the value of the cell table[row].column: a number as it is, a
	// dice cell rolled and a formula cell evaluated with Game.Rand (afresh each
	// call). It returns an error wrapping ErrNoRow for a missing table, row or
	// column, or ErrCellMismatch for a text or ref cell or a failing formula.
	Eval(table, row, column string) (float64, error)
	// Fill sets the saved fields of component (a *T of a registered component
	// type) whose JSON keys are column names of the row tableName[rowID], as
	// described by FillEntity. Fill panics if component is not a pointer to a
	// registered component type.
	Fill(component any, tableName, rowID string) error
	// FillEntity fills every component of e but FromTable (in the entity's component order) from
	// the row tableName[rowID]. A saved field is filled from the column named as
	// its JSON key; columns no field names are ignored, fields no column names keep
	// their values. Fields are filled in declaration order, so the formula cells
	// they read roll dice from Game.Rand in that order.
	//
	// Conversions, by the field's Go type:
	//   - string: text and ref cells as they are; other cells as written in the
	//     file ("2d6+3" for a dice cell, the source of a formula).
	//   - float32, float64: any number cell; dice rolled, formulas evaluated.
	//   - signed and unsigned integers: the same, when the value is whole and in
	//     the type's range.
	//   - time.Duration: a number of seconds, rounded to the nanosecond.
	//   - bool: bool cells, and number cells that are 0 or 1.
	//   - anything else (vectors, slices, structs): a text cell holding the JSON
	//     value the field is saved as, such as [1, 2] for a griff.Vec.
	// A cell that does not fit leaves its field as it was. FillEntity returns
	// the errors of every field that did not fit (errors.Join), or one wrapping
	// ErrNoRow if there is no such row. A row that names no saved field of any
	// component of e is warned about (a misspelt column or component), without
	// an error. FillEntity panics if e is nil or destroyed.
	FillEntity(e *scenes.Entity, tableName, rowID string) error
}

// Tables returns the game's Tables service (the built-in tables system).
func (g *Game) Tables() Tables { return Service[Tables](g) }

// FromTable fills the other components of its entity from the row Table[Row]
// (with Tables.FillEntity) when a scene comes in: the start scene in NewGame and
// each scene a ChangeScene brings, before any system's SceneStarted. Entities
// spawned later are not filled by it: call Tables.FillEntity for them. Saved as
// "Griff.FromTable".
type FromTable struct {
	// Table names a table of the game's set ("fighters" for tables/fighters.csv).
	Table string `json:"table"`
	// Row is the id of the row that fills the entity.
	Row string `json:"row"`
}

func init() {
	scenes.Register[FromTable]("Griff.FromTable")
}

// tablesSystem is the built-in system that provides Tables. It owns no state but
// links (the set, the game) and a cache of component types by Go type.
type tablesSystem struct {
	g     *Game
	set   *data.Set
	types map[reflect.Type]*scenes.ComponentType
}

func (*tablesSystem) Name() string { return "Tables" }

func (s *tablesSystem) Setup(g *Game) error {
	s.g, s.set = g, g.tables
	if s.set == nil {
		var err error
		if s.set, err = data.NewSet(); err != nil {
			return err
		}
	}
	Provide[Tables](g, s)
	s.SceneStarted(g)
	return nil
}

// SceneStarted fills the entities of the new scene that have a FromTable.
func (s *tablesSystem) SceneStarted(g *Game) {
	for e, ft := range scenes.All[FromTable](g.scene) {
		_ = s.FillEntity(e, ft.Table, ft.Row) // mistakes went to the problem log
	}
}

func (s *tablesSystem) Set() *data.Set { return s.set }

func (s *tablesSystem) Table(name string) (*table.Table, bool) { return s.set.Table(name) }

func (s *tablesSystem) Eval(tableName, rowID, column string) (float64, error) {
	c, err := s.set.Cell(tableName, rowID, column)
	if err != nil {
		return 0, s.warn(nil, "", fmt.Errorf("runtime: %w: %v", ErrNoRow, err))
	}
	v, err := s.set.Eval(c, s.g.rand)
	if err != nil {
		return 0, s.warn(nil, "", fmt.Errorf("runtime: %s[%s].%s: %w: %v", tableName, rowID, column, ErrCellMismatch, err))
	}
	return v, nil
}

func (s *tablesSystem) Fill(component any, tableName, rowID string) error {
	ct := s.typeOf(component)
	t, r, err := s.row(nil, ct.Name(), tableName, rowID)
	if err != nil {
		return err
	}
	_, err = s.fill(nil, ct, component, t, r)
	return err
}

func (s *tablesSystem) FillEntity(e *scenes.Entity, tableName, rowID string) error {
	if e == nil || !e.Alive() {
		panic("runtime: Tables.FillEntity of a nil or destroyed entity")
	}
	t, r, err := s.row(e, "", tableName, rowID)
	if err != nil {
		return err
	}
	var errs []error
	matched := 0
	fromTable := scenes.TypeOf[FromTable]()
	for ct, v := range e.Components() {
		if ct != fromTable {
			n, err := s.fill(e, ct, v, t, r)
			matched += n
			errs = append(errs, err)
		}
	}
	if matched == 0 {
		s.g.problems.Warn(e, "", "row %s[%s] fills nothing: no component has a saved field named like a column", tableName, rowID)
	}
	return errors.Join(errs...)
}

// row finds the row tableName[rowID], warning if it is not there.
func (s *tablesSystem) row(e *scenes.Entity, comp, tableName, rowID string) (*table.Table, int, error) {
	t, ok := s.set.Table(tableName)
	if !ok {
		return nil, 0, s.warn(e, comp, fmt.Errorf("runtime: %w: the game has no table %q", ErrNoRow, tableName))
	}
	r, ok := t.RowIndex(rowID)
	if !ok {
		return nil, 0, s.warn(e, comp, fmt.Errorf("runtime: %w: table %s has no row %q", ErrNoRow, tableName, rowID))
	}
	return t, r, nil
}

// warn records err in the problem log (once: equal problems are recorded once)
// and returns it.
func (s *tablesSystem) warn(e *scenes.Entity, comp string, err error) error {
	s.g.problems.Warn(e, comp, "%v", err)
	return err
}

// typeOf returns the component type of component, a *T; it panics otherwise.
func (s *tablesSystem) typeOf(component any) *scenes.ComponentType {
	rt := reflect.TypeOf(component)
	if rt != nil && rt.Kind() == reflect.Pointer && reflect.ValueOf(component).IsNil() {
		panic(fmt.Sprintf("runtime: Tables.Fill of a nil %v", rt))
	}
	if ct, ok := s.types[rt]; ok {
		return ct
	}
	for _, ct := range scenes.Types() {
		if rt != nil && rt.Kind() == reflect.Pointer && ct.GoType() == rt.Elem() {
			if s.types == nil {
				s.types = map[reflect.Type]*scenes.ComponentType{}
			}
			s.types[rt] = ct
			return ct
		}
	}
	panic(fmt.Sprintf("runtime: Tables.Fill of %v, which is not a pointer to a registered component type", rt))
}

// fill sets comp's saved fields from row r of t through the component model: the
// cells that fit go in with one ComponentType.Decode, and if that fails they go in
// one field at a time, to name the culprit. It returns how many fields the row
// names and the errors of the cells that did not fit (each warned about).
func (s *tablesSystem) fill(e *scenes.Entity, ct *scenes.ComponentType, comp any, t *table.Table, r int) (int, error) {
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
	return fmt.Errorf("runtime: %s[%s].%s (%q) does not fit field %s (%v): %w: %v",
		t.Name(), t.ID(r), t.Column(c).Name, t.Cell(r, c), f.Key, f.Type, ErrCellMismatch, err)
}

var durationType = reflect.TypeFor[time.Duration]()

// cellJSON returns the JSON value that fills field f from cell (r, c) of t.
func (s *tablesSystem) cellJSON(f scenes.Field, t *table.Table, r, c int) ([]byte, error) {
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
	v, err := s.set.Eval(cell, s.g.rand)
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
