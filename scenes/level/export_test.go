package level

// MarshalledValue is marshalledValue, for the tests.
var MarshalledValue = marshalledValue
