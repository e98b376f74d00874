package scenes

import (
	"math"
	"reflect"
	"time"
)

// Number returns the saved field of v (a *T of this type) whose key (Field.Key,
// or one of its former keys) is key, as a number: integers and floats as they
// are, a bool as 0 or 1, a time.Duration in seconds. It reports false if the
// type saves no field under key or the field is not one of those kinds. It
// reads through the component model (no other code reflects over component
// types), allocates nothing, and panics if v is not a *T.
//
// It is how a component's state is named from data: a HUD bar showing
// "Platformer.Health.hp" reads it with Number.
func (c *ComponentType) Number(v any, key string) (float64, bool) {
	f, ok := c.field(v, key)
	if !ok {
		return 0, false
	}
	switch f.Kind() {
	case reflect.Bool:
		if f.Bool() {
			return 1, true
		}
		return 0, true
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if f.Type() == durationType {
			return time.Duration(f.Int()).Seconds(), true
		}
		return float64(f.Int()), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return float64(f.Uint()), true
	case reflect.Float32, reflect.Float64:
		return f.Float(), true
	}
	return 0, false
}

// Text returns the saved string field of v (a *T of this type) whose key is
// key, as Number does for numbers; it reports false if there is no such field
// or it is not a string. It panics if v is not a *T.
func (c *ComponentType) Text(v any, key string) (string, bool) {
	f, ok := c.field(v, key)
	if !ok || f.Kind() != reflect.String {
		return "", false
	}
	return f.String(), true
}

// field returns the saved field of v saved under key.
func (c *ComponentType) field(v any, key string) (reflect.Value, bool) {
	i, ok := c.model.byKey[key]
	if !ok {
		c.ops.value(v) // the same panic for a wrong v
		return reflect.Value{}, false
	}
	return c.ops.value(v).FieldByIndex(c.model.fields[i].index), true
}

// SetNumber sets the saved number field of v (a *T of this type) whose key
// is key, as Number reads it: an integer field takes x rounded toward zero
// (false if x is out of the field's range or not finite), a float field
// takes x, a bool field takes x != 0, a time.Duration field x seconds. It
// reports false, changing nothing, if the type saves no number field under
// key. Like Number it goes through the component model, allocates nothing,
// and panics if v is not a *T. It is how data changes a component's state
// by name: a card whose effect is "add Cards.Fighter.strength 2".
func (c *ComponentType) SetNumber(v any, key string, x float64) bool {
	f, ok := c.field(v, key)
	if !ok || math.IsNaN(x) || math.IsInf(x, 0) {
		return false
	}
	switch f.Kind() {
	case reflect.Bool:
		f.SetBool(x != 0)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if f.Type() == durationType {
			x *= float64(time.Second)
		}
		n := math.Trunc(x)
		if n < -(1<<63) || n >= 1<<63 || f.OverflowInt(int64(n)) {
			return false
		}
		f.SetInt(int64(n))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		n := math.Trunc(x)
		if n < 0 || n >= 1<<64 || f.OverflowUint(uint64(n)) {
			return false
		}
		f.SetUint(uint64(n))
	case reflect.Float32, reflect.Float64:
		if f.OverflowFloat(x) {
			return false
		}
		f.SetFloat(x)
	default:
		return false
	}
	return true
}
