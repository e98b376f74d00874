package tables

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/runtime"
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

// Tables is the service of the tables system: the game's table set (the tables/
// folder, given to NewSystem), formulas worked out with the game's random stream,
// and components filled from rows. Find it with Of(g) or
// runtime.Service[Tables](g). It must be used from the game's goroutine (formulas
// draw from [runtime.Game.Rand]).
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
	// dice cell rolled and a formula cell evaluated with runtime.Game.Rand (afresh each
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
	// they read roll dice from runtime.Game.Rand in that order.
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

// Of returns g's Tables service. Of panics if g has no tables system (NewSystem).
func Of(g *runtime.Game) Tables { return runtime.Service[Tables](g) }

// FromTable fills the other components of its entity from the row Table[Row]
// (with Tables.FillEntity) when a scene comes in: the start scene when the tables
// system is set up (in runtime.NewGame) and each scene a ChangeScene brings, before
// the SceneStarted of the systems added after it. Entities spawned later are not
// filled by it: call Tables.FillEntity for them. Saved as "Griff.FromTable".
type FromTable struct {
	// Table names a table of the game's set ("fighters" for tables/fighters.csv).
	Table string `json:"table"`
	// Row is the id of the row that fills the entity.
	Row string `json:"row"`
}

func init() {
	scenes.Register[FromTable]("Griff.FromTable")
}

// NewSystem returns the tables system, named "Tables": it provides the Tables
// service over set, the game's table set (the tables/ folder, loaded and
// checked; nil means the game has no tables), and fills FromTable entities when a
// scene comes in. It has no steps and no game state.
func NewSystem(set *data.Set) runtime.System { return &system{set: set} }

// system provides Tables. It owns no state but links (the set, the game) and a
// cache of component types by Go type.
type system struct {
	g     *runtime.Game                          `griff:"-"`
	set   *data.Set                              `griff:"-"`
	types map[reflect.Type]*scenes.ComponentType `griff:"-"`
}

func (*system) Name() string { return "Tables" }

func (s *system) Setup(g *runtime.Game) error {
	s.g = g
	if s.set == nil {
		var err error
		if s.set, err = data.NewSet(); err != nil {
			return err
		}
	}
	runtime.Provide[Tables](g, s)
	s.SceneStarted(g)
	return nil
}

// SceneStarted fills the entities of the new scene that have a FromTable.
func (s *system) SceneStarted(g *runtime.Game) {
	for e, ft := range scenes.All[FromTable](g.Scene()) {
		_ = s.FillEntity(e, ft.Table, ft.Row) // mistakes went to the problem log
	}
}

func (s *system) Set() *data.Set { return s.set }

func (s *system) Table(name string) (*table.Table, bool) { return s.set.Table(name) }

func (s *system) Eval(tableName, rowID, column string) (float64, error) {
	c, err := s.set.Cell(tableName, rowID, column)
	if err != nil {
		return 0, s.warn(nil, "", fmt.Errorf("tables: %w: %v", ErrNoRow, err))
	}
	v, err := s.set.Eval(c, s.g.Rand())
	if err != nil {
		return 0, s.warn(nil, "", fmt.Errorf("tables: %s[%s].%s: %w: %v", tableName, rowID, column, ErrCellMismatch, err))
	}
	return v, nil
}

func (s *system) Fill(component any, tableName, rowID string) error {
	ct := s.typeOf(component)
	t, r, err := s.row(nil, ct.Name(), tableName, rowID)
	if err != nil {
		return err
	}
	_, err = s.fill(nil, ct, component, t, r)
	return err
}

func (s *system) FillEntity(e *scenes.Entity, tableName, rowID string) error {
	if e == nil || !e.Alive() {
		panic("tables: Tables.FillEntity of a nil or destroyed entity")
	}
	t, r, err := s.row(e, "", tableName, rowID)
	if err != nil {
		return err
	}
	var errs []error
	matched := 0
	fromTable := scenes.TypeOf[FromTable]()
	for ct, v := range e.ReadComponents() {
		if ct != fromTable {
			n, err := s.fill(e, ct, v, t, r)
			if n > 0 {
				e.MarkChanged() // fill wrote fields of v (marked in the step it wrote)
			}
			matched += n
			errs = append(errs, err)
		}
	}
	if matched == 0 {
		s.g.Problems().Warn(e, "", "row %s[%s] fills nothing: no component has a saved field named like a column", tableName, rowID)
	}
	return errors.Join(errs...)
}

// row finds the row tableName[rowID], warning if it is not there.
func (s *system) row(e *scenes.Entity, comp, tableName, rowID string) (*table.Table, int, error) {
	t, ok := s.set.Table(tableName)
	if !ok {
		return nil, 0, s.warn(e, comp, fmt.Errorf("tables: %w: the game has no table %q", ErrNoRow, tableName))
	}
	r, ok := t.RowIndex(rowID)
	if !ok {
		return nil, 0, s.warn(e, comp, fmt.Errorf("tables: %w: table %s has no row %q", ErrNoRow, tableName, rowID))
	}
	return t, r, nil
}

// warn records err in the problem log (once: equal problems are recorded once)
// and returns it.
func (s *system) warn(e *scenes.Entity, comp string, err error) error {
	s.g.Problems().Warn(e, comp, "%v", err)
	return err
}

// typeOf returns the component type of component, a *T; it panics otherwise.
func (s *system) typeOf(component any) *scenes.ComponentType {
	rt := reflect.TypeOf(component)
	if rt != nil && rt.Kind() == reflect.Pointer && reflect.ValueOf(component).IsNil() {
		panic(fmt.Sprintf("tables: Tables.Fill of a nil %v", rt))
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
	panic(fmt.Sprintf("tables: Tables.Fill of %v, which is not a pointer to a registered component type", rt))
}
