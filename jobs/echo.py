"""A job handler that returns each input unchanged: lets an operator check the job pipeline end to end."""

CSV_COLUMNS = ["value"]


def process_batch(inputs, params):
    return [{"value": item.get("value")} for item in inputs]


def csv_row(name, result):
    return [result["value"]]
